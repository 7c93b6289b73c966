import { api } from 'shared-contracts/api/client';
import type { Reservation, ReservationRequest } from 'shared-contracts/types/reservation';

/** POST public/reservations; the same idempotency key never books twice. */
export function postReservation(request: ReservationRequest, idempotencyKey: string): Promise<Reservation> {
  return api()
    .post('public/reservations', { json: request, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<Reservation>();
}
