import { cleanStores } from 'nanostores';
import { emptyCart } from '../types/cart';
import type { Cart } from '../types/cart';
import { cartProduct } from '../pricing/test-support/cart-product';
import { deliveryArea } from '../pricing/test-support/delivery-area';
import { aStore, websiteSettingsFixture } from '../test-support/website-settings';
import { $cart } from './cart';
import { $settings } from './settings';
import { $notifications, noticeText } from './notifications';
import { followKnownStores, forgetUnknownStore } from './forget-unknown-store';

const settings = websiteSettingsFixture({ stores: [aStore({ id: 1 }), aStore({ id: 2, name: 'Riverside' })] });
const line = cartProduct();

function cartAt(storeId: number | null, fields: Partial<Cart> = {}): Cart {
  return { ...emptyCart(), store_id: storeId, products: [line], payment_method: 'cash', ...fields };
}

let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  cleanStores($cart, $settings);
  $cart.set(emptyCart());
  $settings.set(null);
  $notifications.set([]);
});

describe('forgetUnknownStore', () => {
  it('forgets a store the shop no longer has, and what was chosen for it, keeping the lines', () => {
    $cart.set(cartAt(999, { delivery_type: 'delivery', address: 'Strada Lipscani 20', geolocation: { lat: 44.43, lng: 26.1 }, delivery_area: deliveryArea(), transport_price: 7 }));
    expect(forgetUnknownStore(settings)).toBe(true);
    expect($cart.get()).toMatchObject({
      store_id: null, payment_method: null, delivery_area: null, transport_price: 0, geolocation: null,
      delivery_type: 'delivery', address: 'Strada Lipscani 20', products: [line],
    });
    expect($notifications.get().map(noticeText)).toEqual([
      'The store you chose before no longer takes orders here. Your cart is kept; choose a store at checkout.',
    ]);
  });

  it("leaves the removed store's table for pickup", () => {
    $cart.set(cartAt(999, { delivery_type: 'table', table_id: 4, table_number: '4', table_link: 'abc' }));
    forgetUnknownStore(settings);
    expect($cart.get()).toMatchObject({ delivery_type: 'pickup', table_id: null, table_number: null, table_link: null, products: [line] });
  });

  it("keeps a store the shop has, and a cart without a store, as they are", () => {
    const atRiverside = cartAt(2);
    $cart.set(atRiverside);
    expect(forgetUnknownStore(settings)).toBe(false);
    expect($cart.get()).toBe(atRiverside);
    const noStore = cartAt(null);
    $cart.set(noStore);
    expect(forgetUnknownStore(settings)).toBe(false);
    expect($cart.get()).toBe(noStore);
    expect($notifications.get()).toEqual([]);
  });

  it('tells nobody when the cart is empty', () => {
    $cart.set({ ...cartAt(999), products: [] });
    forgetUnknownStore(settings);
    expect($cart.get().store_id).toBeNull();
    expect($notifications.get()).toEqual([]);
  });
});

describe('followKnownStores', () => {
  it('checks once the settings are known, when they are set again, and when a cart arrives later', () => {
    $cart.set(cartAt(2));
    stop = followKnownStores();
    expect($cart.get().store_id).toBe(2);
    $settings.set(settings);
    expect($cart.get().store_id).toBe(2);
    // Settings fetched again (another language) no longer list Riverside.
    $settings.set({ ...settings, stores: [aStore({ id: 1 })] });
    expect($cart.get()).toMatchObject({ store_id: null, products: [line] });
    // The server's copy of the cart, or a reorder, names a store that is gone.
    $cart.set(cartAt(999));
    expect($cart.get()).toMatchObject({ store_id: null, products: [line] });
  });

  it('checks at once when the settings are in already, and stops when told', () => {
    $settings.set(settings);
    $cart.set(cartAt(999));
    stop = followKnownStores();
    expect($cart.get().store_id).toBeNull();
    stop();
    stop = null;
    $cart.set(cartAt(999));
    expect($cart.get().store_id).toBe(999);
  });
});
