import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { staffStoreOfTicket } from '../../domain/table-ordering/staff-event-tickets';
import { LIVE_STREAM_RATE_LIMIT } from '../../live/event-stream';
import { storeTablesTopic } from '../public/tables/table-by-link';
import { guardedStaffStore } from './staff-store';

/**
 * GET staff/events?ticket=: server-sent `changed` events when the store's table board changes. The
 * ticket (POST staff/event-ticket) is checked when the stream opens; a stream cut later is opened
 * again with a new one.
 */
export function getStaffEventsRoute(app: App): void {
  app.get(
    '/staff/events',
    {
      schema: {
        tags: ['staff'],
        summary: "Live changes of the store's table board (server-sent events)",
        querystring: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
      // Opening streams is limited as the tables' are; a wrong ticket counts as a wrong code.
      config: { rateLimit: LIVE_STREAM_RATE_LIMIT },
    },
    async (request, reply) => {
      const ticket = request.query.ticket || undefined;
      const storeId = await guardedStaffStore(app, request, ticket, (given) => staffStoreOfTicket(app.staffTokens, given, app.now()), 'staff_ticket_invalid');
      return app.eventStreams.streamTopic(request, reply, storeTablesTopic(storeId));
    },
  );
}
