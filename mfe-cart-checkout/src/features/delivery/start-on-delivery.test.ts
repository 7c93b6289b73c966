import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { someSettings } from '../../test-support/checkout-fixtures';
import { shouldStartOnDelivery, startOnDeliveryOnce } from './start-on-delivery';

function settings(start_on_delivery: boolean, delivery_now: boolean) {
  const base = someSettings();
  return { ...base, website: { ...base.website, start_on_delivery }, shop_status: { ...base.shop_status, delivery_now } };
}

test('a brand that starts on delivery does so only while delivery is available now', () => {
  expect(shouldStartOnDelivery(settings(true, true), emptyCart())).toBe(true);
  expect(shouldStartOnDelivery(settings(true, false), emptyCart())).toBe(false);
  expect(shouldStartOnDelivery(settings(false, true), emptyCart())).toBe(false);
});

test('a table or group order keeps its delivery type', () => {
  expect(shouldStartOnDelivery(settings(true, true), { ...emptyCart(), delivery_type: 'table' })).toBe(false);
  expect(shouldStartOnDelivery(settings(true, true), { ...emptyCart(), group_order: true })).toBe(false);
});

test('it happens once, at start: a customer who then picks pickup keeps it', () => {
  $cart.set(emptyCart());
  startOnDeliveryOnce(settings(true, true));
  expect($cart.get().delivery_type).toBe('delivery');
  $cart.set({ ...$cart.get(), delivery_type: 'pickup' });
  startOnDeliveryOnce(settings(true, true));
  expect($cart.get().delivery_type).toBe('pickup');
});
