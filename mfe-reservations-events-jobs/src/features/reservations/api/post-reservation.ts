import { api } from 'shared-contracts/api/client';
import type { Reservation, ReservationRequest } from 'shared-contracts/types/reservation';

/**
 * POST public/reservations; the same idempotency key never books twice. Quiet: the form shows every
 * failure beside itself (a refusal on its field, or the server's sentence for reservations hidden
 * or a store gone since the page opened, a lost connection), not a trip home for a 404.
 */
export function postReservation(request: ReservationRequest, idempotencyKey: string): Promise<Reservation> {
  return api()
    .post('public/reservations', { json: request, headers: { 'Idempotency-Key': idempotencyKey }, context: { quiet: true } })
    .json<Reservation>();
}
