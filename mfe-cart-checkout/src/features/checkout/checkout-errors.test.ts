import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import { cartProduct } from '../../test-support/cart-product';
import { checkoutErrors, type CheckoutState } from './checkout-errors';

const AREA = { id: 1, fee_type: 'fixed' as const, transport_price: 12, min_order_value: 50, min_order_free_transport: null, fees: [], polygon: '[]' };
const ready: Cart = {
  ...emptyCart(), store_id: 1, name: 'Ana Pop', phone: '0722 123 456', phone_country: 'RO', payment_method: 'cash-pickup',
  pickup_type: 'at_counter', products: [cartProduct()],
};
const state: CheckoutState = {
  email: 'ana@example.com', informationConfirmed: true, locationConfirmed: true, today: '2026-11-25',
  offered: { now: true, later: true, nowUnavailable: null, advanceProduct: null },
};
const delivery = (fields: Partial<Cart>): Cart => ({ ...ready, delivery_type: 'delivery', payment_method: 'cash', pickup_type: null, ...fields });

test('a complete pickup order has nothing to fix', () => {
  expect(checkoutErrors(ready, state)).toEqual({});
});

test("the phone: the rule every form shares first (6 to 15 digits), then a number of its country", () => {
  expect(checkoutErrors({ ...ready, phone: '12' }, state)).toEqual({ phone: 'phone_invalid' });
  // The API would take an extension; the account and the forms would not, nor does the checkout.
  expect(checkoutErrors({ ...ready, phone: '0722 123 456 ext 3' }, state)).toEqual({ phone: 'phone_invalid' });
  expect(checkoutErrors({ ...ready, phone: '0722 1234' }, state)).toEqual({ phone: 'phone_country' });
  expect(checkoutErrors({ ...ready, phone: '612 34567', phone_country: 'LT' }, state)).toEqual({});
});

test('spec §5: the location confirmation is required, worded for pickup or delivery', () => {
  expect(checkoutErrors(ready, { ...state, locationConfirmed: false })).toEqual({ locationConfirmed: 'locationConfirmedPickup' });
  const address = { address: 'Strada Lipscani 20', geolocation: { lat: 44.43, lng: 26.1 }, delivery_area: AREA };
  expect(checkoutErrors(delivery(address), { ...state, locationConfirmed: false })).toEqual({ locationConfirmed: 'locationConfirmedDelivery' });
});

test('a delivery address: chosen or placed, typed, with a street number, and delivered to', () => {
  expect(checkoutErrors(delivery({}), state)).toEqual({ address: 'address' });
  const point = { geolocation: { lat: 44.43, lng: 26.1 }, delivery_area: AREA };
  expect(checkoutErrors(delivery({ ...point, address: '' }), state)).toEqual({ address: 'address_typed' });
  expect(checkoutErrors(delivery({ ...point, address: 'Strada Lipscani ' }), state)).toEqual({ address: 'street_number' });
  expect(checkoutErrors(delivery({ ...point, address: 'Strada Lipscani 20', delivery_area: null }), state)).toEqual({ address: 'not_delivered' });
  expect(checkoutErrors(delivery({ ...point, address: 'Strada Lipscani 20' }), state)).toEqual({});
});

test('spec §4: the timing the products allow, naming the product', () => {
  const cake = cartProduct({ id: 41, name: 'Whole walnut cake', only_for_later: true });
  expect(checkoutErrors({ ...ready, products: [cake] }, state)).toEqual({ later_time: { key: 'advance', product: 'Whole walnut cake' } });
  const lunch = cartProduct({ id: 42, name: 'Lunch menu of the day', today_only: true });
  const tomorrow = { for_later: true, later_day: '2026-11-26', later_time: '12:00' };
  expect(checkoutErrors({ ...ready, ...tomorrow, products: [lunch] }, state)).toEqual({ later_time: { key: 'today_only', product: 'Lunch menu of the day' } });
  expect(checkoutErrors({ ...ready, ...tomorrow, later_day: '2026-11-25', products: [lunch] }, state)).toEqual({});
});

test('nothing offered, now or later: the order cannot be placed', () => {
  expect(checkoutErrors(ready, { ...state, offered: { now: false, later: false, nowUnavailable: 'closed', advanceProduct: null } })).toEqual({ later_time: 'unavailable' });
});
