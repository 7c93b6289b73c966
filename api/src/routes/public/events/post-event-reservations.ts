import type { App } from '../../../app-instance';
import { localeOf } from 'shared-contracts/language/locale';
import { eventReservationEmail } from '../../../domain/confirmation-emails';
import { formMessage } from '../../../domain/forms/form-messages';
import { contentLanguageOf } from '../../../domain/language';
import { dayInLanguage } from '../../../domain/forms/day-in-language';
import { storeClock } from '../../../domain/later-slots';
import { requireVisiblePage } from '../../../domain/visible-page';
import { HttpError, notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { FORM_RATE_LIMIT, IdempotencyHeaders, personChecks, refuseBots, requireFields } from '../forms/form-guard';
import { EventParamsSchema, EventReservationBodySchema, EventReservationSchema } from './event-schemas';

/** POST public/events/{url}/reservations: places within the remaining capacity; a past event is closed. */
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
      await requireVisiblePage(app, 'events');
      refuseBots(body.website, request);
      requireFields(request, personChecks(body));
      const event = await app.repositories.events.byUrl(request.params.url, 'en');
      if (!event) throw notFound(`There is no event "${request.params.url}".`);
      if (Date.parse(event.starts_at) < app.now().getTime()) throw new HttpError(422, formMessage(request, 'event_past'));
      // The confirmation's words are read before booking: it is stored in the booking's transaction.
      const language = contentLanguageOf(request);
      const titled = (await app.repositories.events.byUrl(event.url, language)) ?? event;
      const store = (await app.repositories.stores.all()).find((s) => s.id === event.store_id);
      // The day and hour in the store's time zone, apart, so each e-mail puts them in a sentence of its
      // own ("el sábado…, a las 19:00"): the day as the table reservation's e-mail writes it, the hour
      // on a 24-hour clock in every language, as the shop shows hours.
      const timeZone = store?.time_zone ?? 'UTC';
      const startsAt = new Date(event.starts_at);
      const day = dayInLanguage(language, storeClock(startsAt, timeZone).date);
      const time = new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short', hourCycle: 'h23', timeZone }).format(startsAt);
      const result = await app.repositories.events.book(
        {
          event_id: event.id,
          name: body.name.trim(),
          phone: body.phone.trim(),
          email: body.email.trim(),
          persons: body.persons,
          idempotency_key: request.headers['idempotency-key'],
        },
        (row) => ({
          channel: 'email',
          recipient: row.email,
          ...eventReservationEmail(language, { name: row.name, event: titled.title, persons: row.persons, day, time }),
        }),
      );
      if (result.outcome === 'full') {
        throw new HttpError(
          422,
          result.remaining === 0
            ? formMessage(request, 'event_sold_out')
            : formMessage(request, 'event_room_left', { count: result.remaining }),
        );
      }
      const { row } = result;
      const after = await app.repositories.events.byUrl(event.url, 'en');
      return { id: row.id, event_id: row.event_id, persons: row.persons, remaining: after?.remaining ?? 0 };
    },
  );
}
