import { cleanStores } from 'nanostores';
import { emptyCart, MAX_LINE_QUANTITY } from '../types/cart';
import { cartProduct } from '../pricing/test-support/cart-product';
import { voucher } from '../pricing/test-support/voucher';
import { filledCart, filledCartWithReset } from '../test-support/filled-cart';
import {
  $cart,
  $cartCount,
  $cartSubtotal,
  addProduct,
  changeQuantity,
  clearAfterOrder,
  leaveGroupOrder,
  removeProduct,
  setDeliveryType,
  setStore,
  setTrafficSource,
  updateCart,
} from './cart';
import { setLanguage } from './language';
import { $notifications, noticeText } from './notifications';

afterEach(() => {
  cleanStores($cart, $cartCount, $cartSubtotal);
  $cart.set(emptyCart());
  $notifications.set([]);
});

describe('addProduct', () => {
  it('raises the quantity of an identical line instead of adding one', () => {
    addProduct(cartProduct({ options: [{ id: 1, price: 1, quantity: 1 }, { id: 2, price: 2, quantity: 1 }] }));
    addProduct(cartProduct({ quantity: 2, options: [{ id: 2, price: 2, quantity: 1 }, { id: 1, price: 1, quantity: 1 }] }));
    expect($cart.get().products).toHaveLength(1);
    expect($cart.get().products[0]?.quantity).toBe(3);
  });

  it('refuses, with a notice, more of one line than an order takes, and keeps the cart as it was', () => {
    expect(addProduct(cartProduct({ name: 'Margherita', quantity: MAX_LINE_QUANTITY - 1 }))).toBe(true);
    expect(addProduct(cartProduct({ name: 'Margherita', quantity: 2 }))).toBe(false);
    expect($cart.get().products[0]?.quantity).toBe(MAX_LINE_QUANTITY - 1);
    expect($notifications.get().map(noticeText)).toEqual([`You can order at most ${MAX_LINE_QUANTITY} of one product: Margherita was not added.`]);
    expect(addProduct(cartProduct({ name: 'Margherita' }))).toBe(true);
    expect($cart.get().products[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('says the most of one line as Romanian counts it, "de" from twenty on', async () => {
    await setLanguage('ro');
    try {
      expect(addProduct(cartProduct({ name: 'Margherita', quantity: MAX_LINE_QUANTITY + 1 }))).toBe(false);
      expect($notifications.get().map(noticeText)).toEqual(['Poți comanda cel mult 99 de bucăți dintr-un produs: Margherita nu a fost adăugat.']);
    } finally {
      await setLanguage('en');
    }
  });

  it('adds a new line for another size or other options', () => {
    addProduct(cartProduct());
    addProduct(cartProduct({ selected_size: 7 }));
    addProduct(cartProduct({ options: [{ id: 1, price: 1, quantity: 2 }] }));
    expect($cart.get().products).toHaveLength(3);
    expect($cartCount.get()).toBe(3);
  });
});

describe('changeQuantity', () => {
  beforeEach(() => addProduct(cartProduct({ quantity: 2 })));

  it('lowers a quantity above 1, but never below 1', () => {
    expect(changeQuantity(0, -1)).toBe(true);
    expect($cart.get().products[0]?.quantity).toBe(1);
    expect(changeQuantity(0, -1)).toBe(false);
    expect($cart.get().products[0]?.quantity).toBe(1);
  });

  it('always raises a quantity', () => {
    changeQuantity(0, -1);
    expect(changeQuantity(0, 2)).toBe(true);
    expect($cartCount.get()).toBe(3);
  });

  it('refuses an unknown line', () => {
    expect(changeQuantity(5, 1)).toBe(false);
  });

  it('never raises a quantity past the most of one line an order takes', () => {
    expect(changeQuantity(0, MAX_LINE_QUANTITY - 2)).toBe(true);
    expect(changeQuantity(0, 1)).toBe(false);
    expect($cart.get().products[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('refuses a change that is not a whole number, and keeps the line as it was', () => {
    for (const change of [Number.NaN, 0.5, Number.POSITIVE_INFINITY]) {
      expect(changeQuantity(0, change)).toBe(false);
      expect($cart.get().products[0]?.quantity).toBe(2);
    }
  });
});

it('never changes or removes a locked line (a group order\'s lines change on the server only)', () => {
  addProduct(cartProduct({ quantity: 2, locked: true }));
  expect(changeQuantity(0, 1)).toBe(false);
  expect(changeQuantity(0, -1)).toBe(false);
  removeProduct(0);
  expect($cart.get().products).toHaveLength(1);
  expect($cartCount.get()).toBe(2);
});

describe('only_for_later', () => {
  it('is set by a product that needs advance ordering and follows the products', () => {
    addProduct(cartProduct({ id: 1 }));
    expect($cart.get().only_for_later).toBe(false);
    addProduct(cartProduct({ id: 41, name: 'Whole walnut cake', only_for_later: true }));
    expect($cart.get().only_for_later).toBe(true);
    removeProduct(1);
    expect($cart.get().only_for_later).toBe(false);
  });
});

describe('removeProduct', () => {
  it('keeps the voucher and later-only flag while products remain', () => {
    addProduct(cartProduct({ id: 1 }));
    addProduct(cartProduct({ id: 2, only_for_later: true }));
    updateCart({ voucher: voucher() });
    removeProduct(0);
    expect($cart.get().products.map((p) => p.id)).toEqual([2]);
    expect($cart.get().only_for_later).toBe(true);
    expect($cart.get().voucher?.code).toBe('TEST');
  });

  it('turns off only_for_later and removes the voucher with the last product', () => {
    addProduct(cartProduct());
    updateCart({ only_for_later: true, voucher: voucher({ value_type: 'currency', value: 5 }) });
    removeProduct(0);
    expect($cart.get().products).toEqual([]);
    expect($cart.get().only_for_later).toBe(false);
    expect($cart.get().voucher).toBeNull();
  });
});

describe('voucher', () => {
  it('is recomputed whenever the products change', () => {
    addProduct(cartProduct({ price: 20 }));
    updateCart({ voucher: voucher({ value: 10 }) });
    expect($cart.get().voucher?.value_currency).toBe(2);
    changeQuantity(0, 1);
    expect($cart.get().voucher?.value_currency).toBe(4);
  });

  it('below its own minimum order stays applied, worth 0, and counts again once the minimum is reached', () => {
    addProduct(cartProduct({ price: 30 }));
    updateCart({ voucher: voucher({ value_type: 'currency', value: 20, min_order_value: 80 }) });
    expect($cart.get().voucher).toMatchObject({ code: 'TEST', value_currency: 0 });
    changeQuantity(0, 2);
    expect($cart.get().voucher?.value_currency).toBe(20);
    changeQuantity(0, -1);
    expect($cart.get().voucher).toMatchObject({ code: 'TEST', value_currency: 0 });
  });

  it('below its minimum but not applying to any product is dropped all the same', () => {
    addProduct(cartProduct({ price: 30, categories: [{ id: 3 }] }));
    updateCart({ voucher: voucher({ category_id: 9, min_order_value: 80 }) });
    expect($cart.get().voucher).toBeNull();
  });

  it('is dropped when it is worth nothing on the products', () => {
    addProduct(cartProduct({ id: 1, categories: [{ id: 9 }] }));
    updateCart({ voucher: voucher({ category_id: 9 }) });
    addProduct(cartProduct({ id: 2, categories: [{ id: 3 }] }));
    expect($cart.get().voucher).not.toBeNull();
    removeProduct(0);
    expect($cart.get().voucher).toBeNull();
    // The customer who applied it is told why it went.
    expect($notifications.get().map(noticeText)).toEqual(['Your voucher no longer applies to the products in your cart, so it has been removed.']);
  });
});

it('computes the subtotal and count from the products', () => {
  addProduct(cartProduct({ price: 10, quantity: 2, pack_price: 1 }));
  expect($cartSubtotal.get()).toBe(22);
  setDeliveryType('table');
  expect($cartSubtotal.get()).toBe(20);
  expect($cartCount.get()).toBe(2);
});

it('takes the free items off the subtotal from the voucher, not from a stale saved discount', () => {
  // A cart read back from localStorage after a reload: one lemonade was free when it was last
  // saved, and the customer has added a second lemonade and a pizza since.
  $cart.set({
    ...emptyCart(),
    products: [cartProduct({ id: 2, price: 7, quantity: 2 }), cartProduct({ id: 5, price: 14 })],
    voucher: voucher({ value_type: 'products', free_products: [2], no_of_free_products: 1 }),
    discount_free_products: { name: 'FREELEMONADE', value: 28 },
  });
  expect($cartSubtotal.get()).toBe(21);
});

it('sets the store, delivery type and traffic source', () => {
  setStore(4);
  setDeliveryType('delivery');
  setTrafficSource('newsletter');
  expect($cart.get()).toMatchObject({ store_id: 4, delivery_type: 'delivery', traffic_source: 'newsletter' });
});

it('forgets the payment method when the store changes, not when the same store is set again', () => {
  setStore(1);
  updateCart({ payment_method: 'pos-pickup' });
  setStore(1);
  expect($cart.get().payment_method).toBe('pos-pickup');
  setStore(2);
  expect($cart.get()).toMatchObject({ store_id: 2, payment_method: null });
});

it('clears products, notes, flags, voucher, pickup type, points and traffic source after an order, and nothing else', () => {
  $cart.set(filledCart());
  clearAfterOrder();
  expect($cart.get()).toEqual(
    filledCartWithReset(
      'products', 'informations', 'tos', 'age_restriction', 'accept_promotion', 'contactless_delivery', 'cutlery',
      'only_for_later', 'for_later', 'later_day', 'later_time', 'voucher', 'pickup_type', 'loyalty_points', 'traffic_source',
    ),
  );
});

it('leaves a group order with the group fields, voucher, points and products reset, and nothing else', () => {
  $cart.set(filledCart());
  leaveGroupOrder();
  expect($cart.get()).toEqual(
    filledCartWithReset(
      'group_order', 'order_token', 'participant_token', 'group_order_payment_type', 'group_order_admin',
      'group_order_pay_extra', 'group_order_payment_mode', 'voucher', 'loyalty_points', 'products',
      // Not listed for leaving, but an empty cart is never for later only (removing the last product).
      'only_for_later',
    ),
  );
});
