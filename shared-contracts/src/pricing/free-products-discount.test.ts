import { freeItemsOfLines, freeProductsDiscount } from './free-products-discount';
import { cartProduct } from './test-support/cart-product';
import { voucher } from './test-support/voucher';

// 2 x 8.00 burgers (pack 1.00 each) and 1 x 3.00 fries
const burger = cartProduct({ id: 1, quantity: 2, price: 8, pack_price: 1, categories: [{ id: 5 }] });
const fries = cartProduct({ id: 2, quantity: 1, price: 3, categories: [{ id: 6 }] });

describe('freeProductsDiscount', () => {
  it('names the free items after the voucher code', () => {
    const free = voucher({ code: 'BURGER1', value_type: 'products', free_products: [1], no_of_free_products: 1 });
    // one burger free: 8.00
    expect(freeProductsDiscount(free, [burger, fries])).toEqual({ name: 'BURGER1', value: 8 });
  });

  it('covers category and modifier option vouchers', () => {
    const category = voucher({ code: 'SIDE', value_type: 'categories', free_categories: [6], no_of_free_products: 1 });
    expect(freeProductsDiscount(category, [burger, fries])).toEqual({ name: 'SIDE', value: 3 });
    const sauce = cartProduct({ id: 3, options: [{ id: 40, price: 0.5, quantity: 2 }] });
    const options = voucher({ code: 'SAUCE', value_type: 'modifier_options', free_modifier_options: [40], no_of_free_products: 5 });
    // 2 units of 0.50 = 1.00
    expect(freeProductsDiscount(options, [sauce])).toEqual({ name: 'SAUCE', value: 1 });
  });

  it('is null for percent and currency vouchers', () => {
    expect(freeProductsDiscount(voucher({ value_type: 'percent', value: 50 }), [burger])).toBeNull();
    expect(freeProductsDiscount(voucher({ value_type: 'currency', value: 5 }), [burger])).toBeNull();
    expect(freeProductsDiscount(null, [burger])).toBeNull();
  });

  it('is null when nothing in the cart is free', () => {
    const free = voucher({ value_type: 'products', free_products: [99], no_of_free_products: 1 });
    expect(freeProductsDiscount(free, [burger, fries])).toBeNull();
  });

  it('counts packaging in the voucher minimum except at a table', () => {
    // products 2 x 8 + 3 = 19; packaging 2 x 1 = 2 -> 21 for pickup/delivery, 19 at a table
    const free = voucher({ value_type: 'products', free_products: [2], no_of_free_products: 1, min_order_value: 20 });
    expect(freeProductsDiscount(free, [burger, fries], 'delivery')).toEqual({ name: 'TEST', value: 3 });
    expect(freeProductsDiscount(free, [burger, fries], 'table')).toBeNull();
  });
});

describe('freeItemsOfLines', () => {
  it('says which line is free, most expensive first, adding up to the discount', () => {
    const cola = cartProduct({ id: 25, quantity: 1, price: 3 });
    const lemonade = cartProduct({ id: 24, quantity: 3, price: 4 });
    const free = voucher({ code: 'DRINKS', value_type: 'products', free_products: [24, 25], no_of_free_products: 2 });
    expect(freeItemsOfLines(free, [cola, lemonade])).toEqual([
      { units: 0, value: 0 },
      { units: 2, value: 8 },
    ]);
    expect(freeProductsDiscount(free, [cola, lemonade])?.value).toBe(8);
  });

  it('gives a tie to the earlier line and counts free options on their line', () => {
    const sauce = voucher({ value_type: 'modifier_options', free_modifier_options: [40], no_of_free_products: 3 });
    const one = cartProduct({ options: [{ id: 40, price: 0.5, quantity: 2 }] });
    const two = cartProduct({ options: [{ id: 40, price: 0.5, quantity: 2 }] });
    expect(freeItemsOfLines(sauce, [one, two])).toEqual([
      { units: 2, value: 1 },
      { units: 1, value: 0.5 },
    ]);
  });

  it('frees nothing while the voucher does not apply or gives no items', () => {
    const free = voucher({ value_type: 'products', free_products: [2], no_of_free_products: 1, min_order_value: 20 });
    expect(freeItemsOfLines(free, [burger, fries], 'table')).toEqual([{ units: 0, value: 0 }, { units: 0, value: 0 }]);
    expect(freeItemsOfLines(voucher({ value_type: 'percent', value: 50 }), [burger])).toEqual([{ units: 0, value: 0 }]);
    expect(freeItemsOfLines(null, [])).toEqual([]);
  });
});
