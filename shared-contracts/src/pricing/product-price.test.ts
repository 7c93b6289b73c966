import { productLineValue, productUnitPrice, soldSize } from './product-price';
import { cartProduct } from './test-support/cart-product';

const large = { product_store_id: 131, id: 1311, name: 'Large', price: 42 };
const family = { product_store_id: 131, id: 1312, name: 'Family', price: 55 };

test('a chosen size is priced at its own price; without sizes the product\'s price holds', () => {
  expect(productUnitPrice(cartProduct({ price: 30, sizes: [large, family], selected_size: 1312 }))).toBe(55);
  expect(productUnitPrice(cartProduct({ price: 30 }))).toBe(30);
});

test('with none chosen, the only size is the one sold: the cart shows what the order is charged', () => {
  const lasagna = cartProduct({ name: 'Lasagna', quantity: 2, price: 30, sizes: [large], options: [{ id: 5, price: 3, quantity: 1 }] });
  expect(productUnitPrice(lasagna)).toBe(42);
  expect(productLineValue(lasagna)).toBe(2 * (42 + 3));
  // Among several sizes none is guessed; such a line is refused until one is chosen.
  expect(productUnitPrice({ ...lasagna, sizes: [large, family] })).toBe(30);
});

const riverside = [{ id: 121, name: '30 cm' }, { id: 122, name: '40 cm' }];

test('the size a line is sold in is the chosen one, else the only size; never a guess among several', () => {
  const lasagna = [{ id: 131, name: 'Family' }];
  expect(soldSize(riverside, 122)).toEqual({ id: 122, name: '40 cm' });
  expect(soldSize(lasagna, null)).toEqual({ id: 131, name: 'Family' });
  expect(soldSize(riverside, null)).toBeUndefined();
  expect(soldSize([], null)).toBeUndefined();
  expect(soldSize(lasagna, 999)).toBeUndefined();
});
