import { api } from 'shared-contracts/api/client';
import type { DeliveryArea, LatLng } from 'shared-contracts/types/delivery-area';

export interface DeliveryAreaAt {
  store_id: number | null;
  delivery_area: DeliveryArea | null;
}

/**
 * Spec §4: the first delivery area holding the point, and the store that delivers there. Quiet: a
 * read of the cart's own point again handles its failure (the order's checks still guard it).
 */
export function getDeliveryAreaAt(point: LatLng, { quiet = false }: { quiet?: boolean } = {}): Promise<DeliveryAreaAt> {
  return api()
    .get('public/delivery-areas/at', { searchParams: { lat: point.lat, lng: point.lng }, context: { quiet } })
    .json<DeliveryAreaAt>();
}
