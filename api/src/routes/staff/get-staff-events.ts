import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { storeTablesTopic } from '../public/tables/table-by-link';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';

/** GET staff/events?code=: server-sent `changed` events when the store's table board changes. */
export function getStaffEventsRoute(app: App): void {
  app.get(
    '/staff/events',
    {
      schema: { tags: ['staff'], summary: "Live changes of the store's table board (server-sent events)", querystring: Type.Object({ code: Type.Optional(Type.String({ maxLength: 200 })) }) },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request, reply) => app.eventStreams.streamTopic(request, reply, storeTablesTopic(staffStore(app, request))),
  );
}
