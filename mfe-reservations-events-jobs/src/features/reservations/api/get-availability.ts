import { api } from 'shared-contracts/api/client';
import type { ReservationAvailability } from 'shared-contracts/types/reservation';

/** GET public/reservations/availability: the store's reservable days and hours with places left. */
export function getAvailability(storeId: number, signal?: AbortSignal): Promise<ReservationAvailability> {
  return api()
    .get('public/reservations/availability', { searchParams: { store_id: storeId }, signal })
    .json<ReservationAvailability>();
}
