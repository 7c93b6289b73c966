import { setStore, updateCart } from 'shared-contracts/stores/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { getDeliveryAreaAt } from './api/get-delivery-area-at';

/**
 * A delivery point was chosen (a suggestion or the marker): find its area and the store that
 * delivers there, and keep all of it on the cart. Returns whether anyone delivers there.
 */
export async function chooseDeliveryLocation(address: string, point: LatLng): Promise<boolean> {
  const { delivery_area, store_id } = await getDeliveryAreaAt(point);
  updateCart({
    address,
    geolocation: point,
    delivery_area,
    transport_price: delivery_area?.transport_price ?? 0,
  });
  if (store_id !== null) setStore(store_id);
  return delivery_area !== null;
}
