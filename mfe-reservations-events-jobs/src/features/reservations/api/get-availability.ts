import { api } from 'shared-contracts/api/client';
import type { ReservationAvailability } from 'shared-contracts/types/reservation';

/**
 * GET public/reservations/availability: the store's reservable days and hours with places left.
 * Quiet: the form says why there are no days beside itself (a store that no longer takes bookings
 * on the store field, reservations hidden, a lost connection), instead of a trip home for a 404.
 */
export function getAvailability(storeId: number, signal?: AbortSignal): Promise<ReservationAvailability> {
  return api()
    .get('public/reservations/availability', { searchParams: { store_id: storeId }, signal, context: { quiet: true } })
    .json<ReservationAvailability>();
}
