import { cartLineKey } from 'shared-contracts/stores/same-cart-line';
import type { Product } from 'shared-contracts/types/product';
import { cartProduct } from '../../test-support/cart-product';
import { withStockOf } from './out-of-stock-lines';

function product(id: number, out_of_stock: boolean): Product {
  return {
    id, name: 'Margherita', url: '', description: '', ingredients: '', price: 34, pack_price: 2, pictures: [], allergens: [],
    nutrition: null, categories: [{ id: 1 }], menu_ids: [], sizes: [], option_groups: [], out_of_stock, age_restriction: false, recommended: false,
  };
}

const pizza = cartProduct({ id: 1 });
const soup = cartProduct({ id: 2 });
const gone = cartProduct({ id: 3 });

test('back in stock loses only its out_of_stock mark; lines of products not read keep theirs', () => {
  const invalid = [
    { key: cartLineKey(pizza), rules: ['out_of_stock'] },
    { key: cartLineKey(soup), rules: ['out_of_stock', 'min_options'] },
    { key: cartLineKey(gone), rules: ['unknown_product'] },
  ];
  expect(withStockOf(invalid, [pizza, soup, gone], [product(1, false), product(2, false)])).toEqual([
    { key: cartLineKey(soup), rules: ['min_options'] },
    { key: cartLineKey(gone), rules: ['unknown_product'] },
  ]);
});

test('out of stock marks the line with that rule alone, as the API reports it; nothing new leaves the very same list', () => {
  const invalid = [{ key: cartLineKey(soup), rules: ['min_options'] }];
  expect(withStockOf(invalid, [pizza, soup], [product(1, true), product(2, true)])).toEqual([
    { key: cartLineKey(soup), rules: ['out_of_stock'] },
    { key: cartLineKey(pizza), rules: ['out_of_stock'] },
  ]);
  const marked = [{ key: cartLineKey(pizza), rules: ['out_of_stock'] }];
  expect(withStockOf(marked, [pizza], [product(1, true)])).toBe(marked);
});
