import type { App } from '../../../app-instance';
import { formMessage } from '../../../domain/forms/form-messages';
import { requestLanguage } from '../../../domain/language';
import { requireVisiblePage } from '../../../domain/visible-page';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { EventParamsSchema, EventSchema, EventsQuerySchema } from './event-schemas';

/** GET public/events/{url} */
export function getEventRoute(app: App): void {
  app.get(
    '/public/events/:url',
    {
      schema: {
        tags: ['events'],
        summary: 'One event with the places left',
        params: EventParamsSchema,
        querystring: EventsQuerySchema,
        response: answers(EventSchema, 400, 404),
      },
    },
    async (request) => {
      await requireVisiblePage(app, request, 'events');
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      const event = await app.repositories.events.byUrl(request.params.url, language);
      if (!event) throw notFound(formMessage(request, 'event_not_found'));
      return event;
    },
  );
}
