import { api } from 'shared-contracts/api/client';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { LatLng } from 'shared-contracts/types/delivery-area';

/** The address at the browser's position, or null; quiet: the customer can always type it. */
export function addressAt(point: LatLng): Promise<AddressSuggestion | null> {
  return api()
    .get('public/geocoding/reverse', { searchParams: { lat: point.lat, lng: point.lng }, context: { quiet: true } })
    .json<AddressSuggestion | null>();
}
