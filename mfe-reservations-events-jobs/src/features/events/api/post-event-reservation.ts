import { api } from 'shared-contracts/api/client';
import type { EventReservation, EventReservationRequest } from 'shared-contracts/types/event';

/**
 * POST public/events/{url}/reservations; the same idempotency key never books twice. Quiet: the
 * form shows every failure beside itself (the server's sentence for events hidden or the event
 * deleted since the page opened, a lost connection), not a trip home for a 404.
 */
export function postEventReservation(url: string, request: EventReservationRequest, idempotencyKey: string): Promise<EventReservation> {
  return api()
    .post(`public/events/${encodeURIComponent(url)}/reservations`, {
      json: request,
      headers: { 'Idempotency-Key': idempotencyKey },
      context: { quiet: true },
    })
    .json<EventReservation>();
}
