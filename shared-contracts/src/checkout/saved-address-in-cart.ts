import type { Cart } from 'shared-contracts/types/cart';
import type { DeliveryAddress } from 'shared-contracts/types/user';

/**
 * The cart's fields a saved delivery address fills besides its street and point (those come with
 * the area that delivers there): checkout's choice of a saved address, and its edit in the account.
 */
export function savedAddressDetails(saved: DeliveryAddress): Pick<Cart, 'address_id' | 'address_line2' | 'address_name' | 'address_instructions'> {
  return { address_id: saved.id, address_line2: saved.address_line2, address_name: saved.name, address_instructions: saved.instructions };
}

/**
 * The saved address the cart holds a copy of was edited: the copy takes the new values, or the
 * order would go to the old ones (and "save these changes" would write them back over the edit).
 * A point moved leaves the cart without an area until checkout looks it up again (it refuses the
 * order meanwhile); an address saved without a point is searched for there, as when chosen.
 */
export function editedSavedAddress(cart: Cart, saved: DeliveryAddress): Partial<Cart> {
  const details = { ...savedAddressDetails(saved), address: saved.address };
  const point = saved.lat === null || saved.lng === null ? null : { lat: saved.lat, lng: saved.lng };
  const samePoint = point === null ? cart.geolocation === null : cart.geolocation?.lat === point.lat && cart.geolocation.lng === point.lng;
  if (samePoint) return details;
  return { ...details, geolocation: point, delivery_area: null, transport_price: 0 };
}
