import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../../app-instance';
import { bookingClock, tooManyBookings } from '../../../domain/bookings-per-person';
import { tableReservationEmail } from '../../../domain/confirmation-emails';
import { dayInLanguage } from '../../../domain/forms/day-in-language';
import { formMessage, type FormMessageParam } from '../../../domain/forms/form-messages';
import { contentLanguageOf } from '../../../domain/language';
import { isReservationSlot, reservationDayProblem } from '../../../domain/reservation-slots';
import { tableReservationNotification } from '../../../domain/restaurant-notifications';
import { reachableRestaurant, toRestaurant } from '../../../domain/restaurant-recipient';
import { requireVisiblePage } from '../../../domain/visible-page';
import { HttpError } from '../../../http-error';
import type { ReservationRow } from '../../../repositories/reservations-repository';
import { answers } from '../../common-schemas';
import { FORM_RATE_LIMIT, IdempotencyHeaders, personChecks, refuseBots, requireFields } from '../forms/form-guard';
import { refuseReusedKey, requestHash } from '../forms/repeated-send';
import { reservableStore } from './get-reservation-availability';
import { ReservationBodySchema, ReservationSchema } from './reservation-schemas';

/**
 * POST public/reservations: books a table when the slot has room and the visitor's e-mail address
 * or phone holds fewer than MAX_UPCOMING_BOOKINGS at the store (bookings-per-person), and queues
 * the confirmation e-mail and the restaurant's notification (no staff screen shows bookings, so
 * without it nobody at the restaurant would know: a store that cannot be e-mailed, nor its brand,
 * is refused and the visitor told to call). The same Idempotency-Key with the same request answers the first booking
 * again (a double submit books once and e-mails once), even after its hour has passed or the store
 * stopped taking bookings: the booking stands, and the retry is only asking whether it was made.
 * The same key with another request is refused (422).
 */
export function postReservationsRoute(app: App): void {
  app.post(
    '/public/reservations',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['reservations'],
        summary: 'Reserve a table',
        headers: IdempotencyHeaders,
        body: ReservationBodySchema,
        response: answers(ReservationSchema, 400, 404, 422, 429),
      },
    },
    async (request) => {
      const body = request.body;
      await requireVisiblePage(app, request, 'reservations');
      refuseBots(body.website, request);
      requireFields(request, personChecks(body));
      const hash = requestHash(body);
      // Before any check of the store, the day or the hour: a retry asks whether its booking was made, and it was.
      const earlier = await app.repositories.reservations.byIdempotencyKey(request.headers['idempotency-key']);
      if (earlier) {
        refuseReusedKey(request, earlier, hash);
        return reservationAnswer(earlier);
      }
      const store = await reservableStore(app, body.store_id, request);
      // Before the day and hour are checked: a visitor who must call anyway is told so at once.
      const restaurant = await reachableRestaurant(app, request, store);
      const now = app.now();
      const impossible = reservationDayProblem(store, body.date, body.hour, now);
      if (impossible) {
        // Only "too far" names a day: the last one offered, as the visitor's language writes it. A
        // skipped hour names the hour.
        const params: Record<string, FormMessageParam> =
          'lastDay' in impossible ? { date: (language: Language) => dayInLanguage(language, impossible.lastDay) } : { hour: body.hour };
        throw new HttpError(422, formMessage(request, impossible.key, params), impossible.field);
      }
      // The refusals name the day as their language writes it, not as YYYY-MM-DD.
      const slot = { date: (language: Language) => dayInLanguage(language, body.date), hour: body.hour };
      if (!isReservationSlot(store, body.date, body.hour, now)) {
        // On the hour field, the one that mends it: the form clears it once another hour is chosen.
        throw new HttpError(422, formMessage(request, 'reservation_hour_closed', { store: store.name, ...slot }), 'hour');
      }
      const capacity = await app.repositories.reservations.capacity(store.id);
      const language = contentLanguageOf(request);
      const result = await app.repositories.reservations.book(
        {
          store_id: store.id,
          name: body.name.trim(),
          phone: body.phone.trim(),
          email: body.email.trim(),
          date: body.date,
          hour: body.hour,
          persons: body.persons,
          message: body.message.trim(),
          idempotency_key: request.headers['idempotency-key'],
          request_hash: hash,
        },
        { capacity, now: bookingClock(store.time_zone, now) },
        (row) => [
          {
            channel: 'email',
            recipient: row.email,
            ...tableReservationEmail(language, { name: row.name, store: store.name, address: store.address, phone: restaurant.phone, persons: row.persons, date: row.date, hour: row.hour }),
          },
          toRestaurant(restaurant, row.email, (staffLanguage, name) => tableReservationNotification(staffLanguage, { ...row, restaurant: name })),
        ],
      );
      // Before the slot's room: another hour would be refused too.
      if (result.outcome === 'too_many') throw tooManyBookings(request, restaurant);
      if (result.outcome === 'full') {
        throw new HttpError(
          422,
          result.remaining === 0
            ? formMessage(request, 'reservation_full', slot)
            : formMessage(request, 'reservation_room_left', { count: result.remaining, ...slot }),
          // Said on the field that mends it: another hour, or fewer persons.
          result.remaining === 0 ? 'hour' : 'persons',
        );
      }
      // Another send under this key was stored while this one was checked.
      if (result.outcome === 'repeated') refuseReusedKey(request, result.row, hash);
      return reservationAnswer(result.row);
    },
  );
}

function reservationAnswer(row: ReservationRow) {
  return { id: row.id, store_id: row.store_id, date: row.date, hour: row.hour, persons: row.persons };
}
