import { appliesToProducts, missingForVoucher } from './voucher-minimum';
import { cartProduct } from './test-support/cart-product';
import { voucher } from './test-support/voucher';

// 2 x (30 + packaging 2) = 64.
const pizzas = { delivery_type: 'pickup' as const, products: [cartProduct({ quantity: 2, price: 30, pack_price: 2, categories: [{ id: 1 }] })] };

test('the amount still missing before the voucher\'s own minimum, packaging included', () => {
  expect(missingForVoucher(voucher({ min_order_value: 80 }), pizzas)).toBe(16);
  expect(missingForVoucher(voucher({ min_order_value: 64 }), pizzas)).toBe(0);
  expect(missingForVoucher(voucher({ min_order_value: 0 }), pizzas)).toBe(0);
  expect(missingForVoucher(null, pizzas)).toBe(0);
  expect(missingForVoucher(voucher({ min_order_value: 80 }), { ...pizzas, products: [] })).toBe(0);
});

test('a table order has no packaging, so more is missing', () => {
  // 2 x 30 = 60 at a table.
  expect(missingForVoucher(voucher({ min_order_value: 80 }), { ...pizzas, delivery_type: 'table' })).toBe(20);
});

test('whether the voucher applies to the products is asked without its minimum', () => {
  expect(appliesToProducts(voucher({ min_order_value: 500 }), pizzas)).toBe(true);
  expect(appliesToProducts(voucher({ min_order_value: 500, category_id: 9 }), pizzas)).toBe(false);
});
