import type { Product } from 'shared-contracts/types/product';
import { cartProduct } from '../../test-support/cart-product';
import { repricedLines } from './repriced-lines';

function product(overrides: Partial<Product>): Product {
  return {
    id: 1, name: 'Margherita', url: '', description: '', ingredients: '', price: 34, pack_price: 2, pictures: [], allergens: [],
    nutrition: null, categories: [{ id: 1 }], menu_ids: [], sizes: [], option_groups: [], out_of_stock: false,
    age_restriction: false, recommended: false, ...overrides,
  };
}

test('the chosen size is found again by name at the new store, with its options, and the change is listed', () => {
  const line = cartProduct({
    id: 1, name: 'Margherita', price: 46, selected_size: 112, options: [{ id: 1001, price: 4, quantity: 1 }],
    sizes: [{ product_store_id: 11, id: 111, name: '30 cm', price: 32 }, { product_store_id: 11, id: 112, name: '40 cm', price: 46 }],
  });
  const riverside = product({
    sizes: [{ product_store_id: 12, id: 121, name: '30 cm', price: 34 }, { product_store_id: 12, id: 122, name: '40 cm', price: 48 }],
    option_groups: [{ id: 101, name: 'Extras', min_options: 0, max_options: 3, options: [{ id: 1001, name: 'Mozzarella', price: 5, min_quantity: 0, max_quantity: 2, allergens: [] }] }],
  });
  const { lines, changes } = repricedLines([line], [riverside], 'pickup');
  expect(lines[0]).toMatchObject({ selected_size: 122, price: 34, pack_price: 2, options: [{ id: 1001, price: 5, quantity: 1 }] });
  // 46 + 4 -> 48 + 5, and the new store packs it for 2.
  expect(changes).toEqual([{ name: 'Margherita', oldPrice: 50, newPrice: 55 }]);
});

test('same prices: no change to tell; unknown products keep their line', () => {
  const lemonade = cartProduct({ id: 24, name: 'Lemonade', price: 14 });
  const unknown = cartProduct({ id: 99 });
  const { lines, changes } = repricedLines([lemonade, unknown], [product({ id: 24, name: 'Lemonade', price: 14, pack_price: null })], 'pickup');
  expect(changes).toEqual([]);
  expect(lines[0]).toBe(lemonade);
  expect(lines[1]).toBe(unknown);
});

test('a new pack price corrects the line; it is listed where the customer pays it, not at a table', () => {
  const line = cartProduct({ id: 1, name: 'Margherita', price: 32, pack_price: 2 });
  const riverside = product({ price: 32, pack_price: 3 });
  const atPickup = repricedLines([line], [riverside], 'pickup');
  expect(atPickup.lines[0]).toMatchObject({ price: 32, pack_price: 3 });
  expect(atPickup.changes).toEqual([{ name: 'Margherita', oldPrice: 34, newPrice: 35 }]);
  const atTable = repricedLines([line], [riverside], 'table');
  expect(atTable.lines[0]).toMatchObject({ pack_price: 3 });
  expect(atTable.changes).toEqual([]);
});

test('the same prices under the new store\'s size ids: the line takes its ids, and there is nothing to tell', () => {
  const line = cartProduct({ id: 1, price: 32, pack_price: 2, selected_size: 111, sizes: [{ product_store_id: 11, id: 111, name: '30 cm', price: 32 }] });
  const riverside = product({ price: 32, pack_price: 2, sizes: [{ product_store_id: 12, id: 121, name: '30 cm', price: 32 }] });
  const { lines, changes } = repricedLines([line], [riverside], 'pickup');
  expect(lines[0]).toMatchObject({ selected_size: 121, sizes: [{ product_store_id: 12, id: 121, name: '30 cm', price: 32 }] });
  expect(changes).toEqual([]);
});

test('a line with no size chosen takes the store\'s only size (sizes are per store), priced as the order will be', () => {
  const line = cartProduct({ id: 13, name: 'Lasagna', price: 30, pack_price: null });
  const large = { product_store_id: 132, id: 1321, name: 'Large', price: 42 };
  const riverside = product({ id: 13, name: 'Lasagna', price: 30, pack_price: null, sizes: [large] });
  const { lines, changes } = repricedLines([line], [riverside], 'pickup');
  expect(lines[0]).toMatchObject({ selected_size: 1321, sizes: [large] });
  expect(changes).toEqual([{ name: 'Lasagna', oldPrice: 30, newPrice: 42 }]);
  // Among several sizes none is guessed: placing the order asks for one.
  const several = product({ id: 13, name: 'Lasagna', price: 30, pack_price: null, sizes: [large, { ...large, id: 1322, name: 'Family', price: 55 }] });
  expect(repricedLines([line], [several], 'pickup').lines[0]).toMatchObject({ selected_size: null });
});

test('flags the product took since it was put in the cart (age limit, categories, for later, today only) are the line\'s too', () => {
  const line = cartProduct({ id: 5, name: 'Beer', price: 10, pack_price: null, categories: [{ id: 1 }], age_restriction: false });
  const now = product({ id: 5, name: 'Beer', price: 10, pack_price: null, categories: [{ id: 9 }], age_restriction: true, only_for_later: true, today_only: true });
  const { lines, changes } = repricedLines([line], [now], 'pickup');
  // The API asks for the age confirmation and values a category voucher by these, as they are now.
  expect(lines[0]).toMatchObject({ age_restriction: true, categories: [{ id: 9 }], only_for_later: true, today_only: true });
  // Nothing the customer pays changed: nothing to tell.
  expect(changes).toEqual([]);
});
