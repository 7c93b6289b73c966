import { api } from 'shared-contracts/api/client';
import type { DeliveryArea, LatLng } from 'shared-contracts/types/delivery-area';

export interface DeliveryAreaAt {
  store_id: number | null;
  delivery_area: DeliveryArea | null;
}

/** Spec §4: the first delivery area holding the point, and the store that delivers there. */
export function getDeliveryAreaAt(point: LatLng): Promise<DeliveryAreaAt> {
  return api()
    .get('public/delivery-areas/at', { searchParams: { lat: point.lat, lng: point.lng } })
    .json<DeliveryAreaAt>();
}
