import { cartSubtotal } from './cart-subtotal';
import { cartProduct } from './test-support/cart-product';

describe('cartSubtotal', () => {
  const pizza = cartProduct({
    quantity: 2,
    price: 10,
    pack_price: 1.5,
    options: [
      { id: 7, price: 2, quantity: 2 },
      { id: 8, price: 0.75, quantity: 1 },
    ],
  });
  const cola = cartProduct({ id: 2, quantity: 3, price: 4.99, pack_price: null });

  it('adds quantity x (price + pack price + options) over the products', () => {
    // pizza: 2 x (10 + 1.5 + 2x2 + 0.75x1) = 2 x 16.25 = 32.50
    // cola:  3 x 4.99 = 14.97
    // 32.50 + 14.97 = 47.47
    expect(cartSubtotal({ products: [pizza, cola], delivery_type: 'delivery', discount_free_products: null })).toBe(47.47);
  });

  it('leaves the pack price out for table orders', () => {
    // pizza: 2 x (10 + 4 + 0.75) = 29.50; cola 14.97; 29.50 + 14.97 = 44.47
    expect(cartSubtotal({ products: [pizza, cola], delivery_type: 'table', discount_free_products: null })).toBe(44.47);
  });

  it('uses the selected size price instead of the base price', () => {
    const sized = cartProduct({
      price: 10,
      sizes: [
        { product_store_id: 11, id: 1, name: 'small', price: 8 },
        { product_store_id: 12, id: 2, name: 'large', price: 14.5 },
      ],
      selected_size: 2,
      quantity: 2,
    });
    // 2 x 14.50 = 29.00
    expect(cartSubtotal({ products: [sized], delivery_type: 'pickup', discount_free_products: null })).toBe(29);
  });

  it('subtracts the free-product discount and floors at 0', () => {
    // 47.47 - 10 = 37.47
    expect(
      cartSubtotal({ products: [pizza, cola], delivery_type: 'delivery', discount_free_products: { name: 'FREE', value: 10 } }),
    ).toBe(37.47);
    // 14.97 - 20 < 0 -> 0
    expect(
      cartSubtotal({ products: [cola], delivery_type: 'pickup', discount_free_products: { name: 'FREE', value: 20 } }),
    ).toBe(0);
  });

  it('floors negative line values at 0 before the discount', () => {
    const credit = cartProduct({ price: -30 });
    // 14.97 - 30 = -15.03 -> floored to 0, then 0 - 1 -> 0
    expect(
      cartSubtotal({ products: [cola, credit], delivery_type: 'pickup', discount_free_products: { name: 'X', value: 1 } }),
    ).toBe(0);
  });

  it('rounds float sums to cents', () => {
    // 3 x 0.1 = 0.30000000000000004 in floats -> 0.3
    expect(cartSubtotal({ products: [cartProduct({ price: 0.1, quantity: 3 })], delivery_type: 'pickup', discount_free_products: null })).toBe(0.3);
  });

  it('is 0 for an empty cart', () => {
    expect(cartSubtotal({ products: [], delivery_type: 'delivery', discount_free_products: null })).toBe(0);
  });
});
