import { guestDetailsErrors } from 'shared-contracts/checkout/guest-details';
import { fitsDeliveryType } from 'shared-contracts/payments/payment-methods';
import type { Cart } from 'shared-contracts/types/cart';

/** The checkout's own fields, each with the key of the text that says what is wrong. */
export type CheckoutErrors = Partial<
  Record<'name' | 'email' | 'phone' | 'store' | 'pickup_type' | 'payment_method' | 'age' | 'informationConfirmed' | 'later_time' | 'address', string>
>;

/**
 * What the customer must still fix before the order can be sent. Same rules as the API's
 * (spec §5), so a refusal is rare; the API still checks everything again.
 */
export function checkoutErrors(cart: Cart, email: string, informationConfirmed: boolean): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const guest = guestDetailsErrors({ name: cart.name, email, phone: cart.phone, phone_country: cart.phone_country });
  if (guest.name) errors.name = guest.name;
  if (guest.email) errors.email = guest.email;
  if (guest.phone) errors.phone = guest.phone;
  if (cart.store_id === null) errors.store = 'store';
  if (cart.delivery_type === 'delivery' && (!cart.geolocation || cart.address === '')) errors.address = 'address';
  else if (cart.delivery_type === 'delivery' && !cart.delivery_area) errors.address = 'not_delivered';
  if (cart.delivery_type === 'pickup' && !cart.pickup_type) errors.pickup_type = 'pickup_type';
  if (!cart.payment_method || !fitsDeliveryType(cart.payment_method, cart.delivery_type)) errors.payment_method = 'payment_method';
  if (cart.products.some((product) => product.age_restriction) && !cart.age_restriction) errors.age = 'age';
  if (cart.for_later && (!cart.later_day || !cart.later_time)) errors.later_time = 'later_time';
  if (!informationConfirmed) errors.informationConfirmed = 'informationConfirmed';
  return errors;
}
