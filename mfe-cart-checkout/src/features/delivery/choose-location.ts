import { setStore, updateCart } from 'shared-contracts/stores/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { getDeliveryAreaAt } from './api/get-delivery-area-at';

/** The latest choice asked for; an answer to an earlier one arrives too late to count. */
let latestChoice = 0;

/**
 * A delivery point was chosen (a suggestion or the marker): find its area and the store that
 * delivers there, and keep all of it on the cart. The last choice wins: quick arrow key presses on
 * the marker each ask, and an earlier answer arriving after a later one must not pull the marker
 * back. Returns whether this choice was kept (false: a later one replaced it).
 */
export async function chooseDeliveryLocation(address: string, point: LatLng): Promise<boolean> {
  const choice = ++latestChoice;
  const { delivery_area, store_id } = await getDeliveryAreaAt(point);
  if (choice !== latestChoice) return false;
  updateCart({
    address,
    geolocation: point,
    delivery_area,
    transport_price: delivery_area?.transport_price ?? 0,
  });
  if (store_id !== null) setStore(store_id);
  return true;
}

/**
 * The chosen address is typed over: it is no longer where the order goes (spec §5: the address is
 * chosen from the suggestions), so the cart forgets it, and its point and area, until one is
 * chosen again. An answer still coming for the old choice no longer counts. The store stays.
 */
export function forgetDeliveryLocation(): void {
  latestChoice += 1;
  updateCart({ address: '', geolocation: null, delivery_area: null, transport_price: 0 });
}
