import type { Cart } from 'shared-contracts/types/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import type { Store } from 'shared-contracts/types/store';

/**
 * Where the map opens when the address search found nothing (spec §8): the point already on the
 * cart, else the cart's store, else the first store that delivers; the shop's own city either way.
 */
export function mapStartPoint(cart: Pick<Cart, 'geolocation' | 'store_id'>, stores: Store[]): LatLng {
  if (cart.geolocation) return cart.geolocation;
  const store = stores.find((candidate) => candidate.id === cart.store_id) ?? stores.find((candidate) => candidate.has_delivery) ?? stores[0];
  return store ? { lat: store.lat, lng: store.lng } : { lat: 0, lng: 0 };
}
