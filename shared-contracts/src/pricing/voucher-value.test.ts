import { voucherValue } from './voucher-value';
import { cartProduct } from './test-support/cart-product';
import { voucher } from './test-support/voucher';

const PIZZAS = 1;
const DRINKS = 2;

// pizza: 2 x (12 + option 1.5 x 1) = 27.00, category PIZZAS
const pizza = cartProduct({ id: 10, quantity: 2, price: 12, options: [{ id: 100, price: 1.5, quantity: 1 }], categories: [{ id: PIZZAS }] });
// big pizza: 1 x 20 = 20.00, category PIZZAS
const bigPizza = cartProduct({ id: 11, quantity: 1, price: 20, categories: [{ id: PIZZAS }] });
// cola: 3 x 3 = 9.00, category DRINKS, pack 0.5 (not part of the product value)
const cola = cartProduct({ id: 20, quantity: 3, price: 3, pack_price: 0.5, categories: [{ id: DRINKS }] });
const cart = [pizza, bigPizza, cola];
// products 27 + 20 + 9 = 56, packaging 3 x 0.5 = 1.5 -> subtotal 57.50
const subtotal = 57.5;

describe('voucherValue', () => {
  it('is 0 without a voucher or products', () => {
    expect(voucherValue(null, cart, subtotal)).toBe(0);
    expect(voucherValue(voucher({ value_type: 'currency', value: 5 }), [], 0)).toBe(0);
  });

  describe('percent', () => {
    it('takes the percent of every product when no category is set', () => {
      // 10 % of 56 = 5.60 (packaging not discounted)
      expect(voucherValue(voucher({ value: 10 }), cart, subtotal)).toBe(5.6);
    });

    it('counts only products of the category', () => {
      // 15 % of pizzas (27 + 20 = 47) = 7.05
      expect(voucherValue(voucher({ value: 15, category_id: PIZZAS }), cart, subtotal)).toBe(7.05);
    });

    it('leaves out products of the excluded category', () => {
      // 10 % of everything but drinks (47) = 4.70
      expect(voucherValue(voucher({ value: 10, exclude_category_id: DRINKS }), cart, subtotal)).toBe(4.7);
    });
  });

  describe('currency', () => {
    it('takes the fixed amount', () => {
      expect(voucherValue(voucher({ value_type: 'currency', value: 15 }), cart, subtotal)).toBe(15);
    });

    it('never takes more than the subtotal', () => {
      // 100 > 57.50 -> 57.50
      expect(voucherValue(voucher({ value_type: 'currency', value: 100 }), cart, subtotal)).toBe(57.5);
    });
  });

  describe('products', () => {
    it('makes the most expensive free product units free, minus those already used', () => {
      // units of free products 10 and 11: 12, 12, 20; 3 free - 1 used = 2 -> 20 + 12 = 32
      const free = voucher({ value_type: 'products', free_products: [10, 11], no_of_free_products: 3, already_used_products: 1 });
      expect(voucherValue(free, cart, subtotal)).toBe(32);
    });

    it('ignores products that are not listed', () => {
      // only cola (20) is free: units 3, 3, 3; 2 free -> 6
      const free = voucher({ value_type: 'products', free_products: [20], no_of_free_products: 2 });
      expect(voucherValue(free, cart, subtotal)).toBe(6);
    });

    it('is 0 when every free product was already used', () => {
      const free = voucher({ value_type: 'products', free_products: [10], no_of_free_products: 1, already_used_products: 1 });
      expect(voucherValue(free, cart, subtotal)).toBe(0);
    });
  });

  describe('modifier_options', () => {
    it('makes listed option units free, minus those already used', () => {
      // option 100: 1 per pizza x 2 pizzas = 2 units of 1.50; option 200 on cola: 2 per cola x 3 = 6 units of 0.40
      const withOption = { ...cola, options: [{ id: 200, price: 0.4, quantity: 2 }] };
      const free = voucher({
        value_type: 'modifier_options',
        free_modifier_options: [100, 200],
        no_of_free_products: 4,
        already_used_modifier_options: 1,
      });
      // 4 - 1 = 3 units, most expensive first: 1.50 + 1.50 + 0.40 = 3.40
      expect(voucherValue(free, [pizza, withOption], subtotal)).toBe(3.4);
    });
  });

  describe('categories', () => {
    it('makes the most expensive eligible items of the free categories free', () => {
      // pizza units: 12, 12, 20 -> 2 free: 20 + 12 = 32
      const free = voucher({ value_type: 'categories', free_categories: [PIZZAS], no_of_free_products: 2 });
      expect(voucherValue(free, cart, subtotal)).toBe(32);
    });

    it('skips items of the excluded category', () => {
      // free categories PIZZAS and DRINKS but DRINKS excluded: units 20, 12, 12 -> 4 free but only 3 units = 44
      const free = voucher({ value_type: 'categories', free_categories: [PIZZAS, DRINKS], exclude_category_id: DRINKS, no_of_free_products: 4 });
      expect(voucherValue(free, cart, subtotal)).toBe(44);
    });
  });

  it('is 0 until the voucher minimum order is reached', () => {
    expect(voucherValue(voucher({ value_type: 'currency', value: 5, min_order_value: 60 }), cart, subtotal)).toBe(0);
    expect(voucherValue(voucher({ value_type: 'currency', value: 5, min_order_value: 57.5 }), cart, subtotal)).toBe(5);
  });
});
