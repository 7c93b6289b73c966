import type { App } from '../../../app-instance';
import { tooManyBookings } from '../../../domain/bookings-per-person';
import { eventReservationEmail } from '../../../domain/confirmation-emails';
import { eventDayAndTime } from '../../../domain/forms/event-day-and-time';
import { formMessage } from '../../../domain/forms/form-messages';
import { contentLanguageOf } from '../../../domain/language';
import { eventReservationNotification } from '../../../domain/restaurant-notifications';
import { reachableRestaurant, toRestaurant } from '../../../domain/restaurant-recipient';
import { requireVisiblePage } from '../../../domain/visible-page';
import { HttpError, notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { FORM_RATE_LIMIT, IdempotencyHeaders, personChecks, refuseBots, requireFields } from '../forms/form-guard';
import { refuseReusedKey, requestHash } from '../forms/repeated-send';
import { EventParamsSchema, EventReservationBodySchema, EventReservationSchema } from './event-schemas';

/**
 * POST public/events/{url}/reservations: places within the remaining capacity, for a visitor
 * whose e-mail address or phone holds fewer than MAX_UPCOMING_BOOKINGS at the store's events
 * (bookings-per-person); a past event is closed. The customer's confirmation says where; the
 * restaurant's notification tells the store (a store that cannot be e-mailed, nor its brand, is
 * refused and the visitor told to call).
 * The same Idempotency-Key with the same request answers the first booking, even once the event
 * has begun; with another request (another event, other persons) it is refused (422).
 */
export function postEventReservationsRoute(app: App): void {
  app.post(
    '/public/events/:url/reservations',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['events'],
        summary: 'Reserve places at an event',
        params: EventParamsSchema,
        headers: IdempotencyHeaders,
        body: EventReservationBodySchema,
        response: answers(EventReservationSchema, 400, 404, 422, 429),
      },
    },
    async (request) => {
      const body = request.body;
      await requireVisiblePage(app, request, 'events');
      refuseBots(body.website, request);
      requireFields(request, personChecks(body));
      const event = await app.repositories.events.byUrl(request.params.url, 'en');
      if (!event) throw notFound(formMessage(request, 'event_not_found'));
      // The event is part of what was asked: the same key for another event is another request.
      const hash = requestHash({ event: event.url, ...body });
      // A retry whose answer was lost asks whether its booking was made: it was, whatever the clock says now.
      const earlier = await app.repositories.events.reservationByIdempotencyKey(request.headers['idempotency-key']);
      if (earlier) {
        refuseReusedKey(request, earlier, hash);
        return { id: earlier.id, event_id: earlier.event_id, persons: earlier.persons, remaining: event.remaining };
      }
      if (Date.parse(event.starts_at) < app.now().getTime()) throw new HttpError(422, formMessage(request, 'event_past'));
      // The e-mails' words are read before booking: they are stored in the booking's transaction.
      const language = contentLanguageOf(request);
      const titled = (await app.repositories.events.byUrl(event.url, language)) ?? event;
      const store = (await app.repositories.stores.all()).find((s) => s.id === event.store_id);
      // events.store_id references a store: a missing one is a broken database, not the visitor's mistake.
      if (!store) throw new Error(`Event ${event.id} names no store.`);
      const restaurant = await reachableRestaurant(app, request, store);
      // The restaurant reads the event's title and day in its own language, as the customer does in theirs.
      const staffReads = restaurant.language;
      const staffTitled = staffReads === language ? titled : ((await app.repositories.events.byUrl(event.url, staffReads)) ?? event);
      const result = await app.repositories.events.book(
        {
          event_id: event.id,
          name: body.name.trim(),
          phone: body.phone.trim(),
          email: body.email.trim(),
          persons: body.persons,
          idempotency_key: request.headers['idempotency-key'],
          request_hash: hash,
        },
        { store_id: store.id, now: app.now() },
        (row) => [
          {
            channel: 'email',
            recipient: row.email,
            ...eventReservationEmail(language, {
              name: row.name,
              event: titled.title,
              store: store.name,
              address: store.address,
              phone: restaurant.phone,
              persons: row.persons,
              ...eventDayAndTime(language, event.starts_at, store.time_zone),
            }),
          },
          toRestaurant(restaurant, row.email, (staffLanguage, name) =>
            eventReservationNotification(staffLanguage, {
              ...row,
              restaurant: name,
              event: staffTitled.title,
              ...eventDayAndTime(staffLanguage, event.starts_at, store.time_zone),
            }),
          ),
        ],
      );
      if (result.outcome === 'too_many') throw tooManyBookings(request, restaurant);
      if (result.outcome === 'full') {
        throw new HttpError(
          422,
          result.remaining === 0
            ? formMessage(request, 'event_sold_out')
            : formMessage(request, 'event_room_left', { count: result.remaining }),
        );
      }
      const { row } = result;
      // Another send under this key was stored while this one was checked.
      if (result.outcome === 'repeated') refuseReusedKey(request, row, hash);
      const after = await app.repositories.events.byUrl(event.url, 'en');
      return { id: row.id, event_id: row.event_id, persons: row.persons, remaining: after?.remaining ?? 0 };
    },
  );
}
