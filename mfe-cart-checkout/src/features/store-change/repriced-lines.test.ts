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
  const { lines, changes } = repricedLines([line], [riverside]);
  expect(lines[0]).toMatchObject({ selected_size: 122, price: 34, options: [{ id: 1001, price: 5, quantity: 1 }] });
  // 46 + 4 -> 48 + 5.
  expect(changes).toEqual([{ name: 'Margherita', oldPrice: 50, newPrice: 53 }]);
});

test('same prices: no change to tell; unknown products keep their line', () => {
  const lemonade = cartProduct({ id: 24, name: 'Lemonade', price: 14 });
  const { lines, changes } = repricedLines([lemonade, cartProduct({ id: 99 })], [product({ id: 24, name: 'Lemonade', price: 14, pack_price: null })]);
  expect(changes).toEqual([]);
  expect(lines[1]).toMatchObject({ id: 99 });
});
