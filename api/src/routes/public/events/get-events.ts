import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { requireVisiblePage } from '../../../domain/visible-page';
import { answers } from '../../common-schemas';
import { EventListSchema, EventsQuerySchema } from './event-schemas';

/** GET public/events: current (not started yet, soonest first) and past (latest first), separately. */
export function getEventsRoute(app: App): void {
  app.get(
    '/public/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Current and past events',
        querystring: EventsQuerySchema,
        response: answers(EventListSchema, 400, 404),
      },
    },
    async (request) => {
      await requireVisiblePage(app, request, 'events');
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      const events = await app.repositories.events.all(language);
      const now = app.now().getTime();
      return {
        current: events.filter((e) => Date.parse(e.starts_at) >= now),
        past: events.filter((e) => Date.parse(e.starts_at) < now).reverse(),
      };
    },
  );
}
