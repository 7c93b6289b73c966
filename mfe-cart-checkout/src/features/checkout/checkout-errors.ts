import { guestDetailsErrors } from 'shared-contracts/checkout/guest-details';
import { orderTimingConflict } from 'shared-contracts/checkout/order-timing';
import { hasStreetNumber } from 'shared-contracts/checkout/street-number';
import { fitsDeliveryType } from 'shared-contracts/payments/payment-methods';
import type { Cart } from 'shared-contracts/types/cart';
import type { OfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { OfferedTimings } from './offered-timings';
import { onlineWhileDown } from './payment-picker-down';

export type CheckoutField =
  | 'name' | 'email' | 'phone' | 'store' | 'pickup_type' | 'payment_method' | 'age' | 'informationConfirmed'
  | 'locationConfirmed' | 'later_time' | 'address';

/** The key of the text that says what is wrong (checkout.errors.*), with the product it names when it names one. */
export type CheckoutError = string | { key: 'advance' | 'today_only'; product: string };

/** The checkout's own fields, each with what is wrong with it. */
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutError>>;

/** What the checkout knows besides the cart: the confirmations ticked, and the "when?" offered. */
export interface CheckoutState {
  email: string;
  informationConfirmed: boolean;
  locationConfirmed: boolean;
  offered: OfferedTimings;
  /** The store's date, when known: a today basket may be scheduled for it only. */
  today: string | null;
  /** The methods offered in place of the payment picker that could not load (usePaymentPickerDown). */
  offlineInstead?: OfflinePaymentMethod[] | null;
}

/**
 * What the customer must still fix before the order can be sent. Same rules as the API's
 * (spec §4, §5), so a refusal is rare; the API still checks everything again.
 */
export function checkoutErrors(cart: Cart, state: CheckoutState): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const guest = guestDetailsErrors({ name: cart.name, email: state.email, phone: cart.phone, phone_country: cart.phone_country });
  if (guest.name) errors.name = guest.name;
  if (guest.email) errors.email = guest.email;
  if (guest.phone) errors.phone = guest.phone;
  if (cart.store_id === null) errors.store = 'store';
  if (cart.delivery_type === 'delivery') {
    if (!cart.geolocation) errors.address = 'address';
    // A marker placed by hand (spec §8) has a point before the customer has typed its street.
    else if (cart.address.trim() === '') errors.address = 'address_typed';
    else if (!hasStreetNumber(cart.address)) errors.address = 'street_number';
    else if (!cart.delivery_area) errors.address = 'not_delivered';
  }
  if (cart.delivery_type === 'pickup' && !cart.pickup_type) errors.pickup_type = 'pickup_type';
  if (!cart.payment_method || !fitsDeliveryType(cart.payment_method, cart.delivery_type)) errors.payment_method = 'payment_method';
  else {
    const down = onlineWhileDown(cart.payment_method, state.offlineInstead ?? null);
    if (down) errors.payment_method = down;
  }
  if (cart.products.some((product) => product.age_restriction) && !cart.age_restriction) errors.age = 'age';
  if (!state.offered.now && !state.offered.later) errors.later_time = 'unavailable';
  else if (cart.for_later && (!cart.later_day || !cart.later_time)) errors.later_time = 'later_time';
  // Before the store's date is known the chosen day counts as today: the API judges it then.
  const timing = orderTimingConflict(cart.products, cart, state.today ?? cart.later_day ?? '');
  if (timing) errors.later_time = { key: timing.rule, product: timing.product.name };
  if (!state.informationConfirmed) errors.informationConfirmed = 'informationConfirmed';
  if (!state.locationConfirmed) errors.locationConfirmed = cart.delivery_type === 'delivery' ? 'locationConfirmedDelivery' : 'locationConfirmedPickup';
  return errors;
}
