import { api } from 'shared-contracts/api/client';
import type { EventReservation, EventReservationRequest } from 'shared-contracts/types/event';

/** POST public/events/{url}/reservations; the same idempotency key never books twice. */
export function postEventReservation(url: string, request: EventReservationRequest, idempotencyKey: string): Promise<EventReservation> {
  return api()
    .post(`public/events/${encodeURIComponent(url)}/reservations`, { json: request, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<EventReservation>();
}
