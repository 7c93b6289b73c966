import { aProduct } from '../../test-support/catalog-fixtures';
import { toCartProduct } from './to-cart-product';
import { hasRequiredChoices } from './has-required-choices';
import { displayPrice } from './display-price';

describe('toCartProduct', () => {
  it('builds exactly the spec §3 cart product for one unit without options', () => {
    const product = aProduct({ id: 4, name: 'Tiramisu', price: 18, pack_price: 0.5, categories: [{ id: 12 }], age_restriction: true });
    expect(toCartProduct(product)).toEqual({
      id: 4,
      name: 'Tiramisu',
      quantity: 1,
      price: 18,
      pack_price: 0.5,
      options: [],
      categories: [{ id: 12 }],
      age_restriction: true,
      locked: false,
      order_product_id: null,
      sizes: [],
      selected_size: null,
      only_for_later: false,
      today_only: false,
    });
  });

  it('carries the spec §4 timing flags, so the cart knows it is for later or for today', () => {
    expect(toCartProduct(aProduct({ only_for_later: true }))).toMatchObject({ only_for_later: true, today_only: false });
    expect(toCartProduct(aProduct({ today_only: true }))).toMatchObject({ only_for_later: false, today_only: true });
  });

  it('sells a product with a single size in that size, at its price', () => {
    const size = { id: 3, product_store_id: 70, name: '0.5 l', price: 9 };
    const line = toCartProduct(aProduct({ price: 8, sizes: [size] }));
    expect(line.selected_size).toBe(3);
    expect(line.price).toBe(9);
    expect(line.sizes).toEqual([size]);
  });
});

describe('hasRequiredChoices', () => {
  const group = { id: 1, name: 'Sauce', max_options: 2, options: [] };

  it('is true for a required option group or several sizes, false otherwise', () => {
    expect(hasRequiredChoices(aProduct({ option_groups: [{ ...group, min_options: 1 }] }))).toBe(true);
    expect(hasRequiredChoices(aProduct({ option_groups: [{ ...group, min_options: 0 }] }))).toBe(false);
    const sizes = [
      { id: 1, product_store_id: 1, name: 'S', price: 20 },
      { id: 2, product_store_id: 2, name: 'L', price: 30 },
    ];
    expect(hasRequiredChoices(aProduct({ sizes }))).toBe(true);
    expect(hasRequiredChoices(aProduct({ sizes: sizes.slice(0, 1) }))).toBe(false);
  });
});

describe('displayPrice', () => {
  it('shows the cheapest size as a "from" price only when sizes differ', () => {
    const size = (id: number, price: number) => ({ id, product_store_id: id, name: String(id), price });
    expect(displayPrice(aProduct({ price: 5 }))).toEqual({ value: 5, isFrom: false });
    expect(displayPrice(aProduct({ sizes: [size(1, 30), size(2, 20)] }))).toEqual({ value: 20, isFrom: true });
    expect(displayPrice(aProduct({ sizes: [size(1, 25), size(2, 25)] }))).toEqual({ value: 25, isFrom: false });
  });
});
