import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { staffStoreOfTicket } from '../../domain/table-ordering/staff-event-tickets';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { HttpError } from '../../http-error';
import { storeTablesTopic } from '../public/tables/table-by-link';
import { STAFF_RATE_LIMIT } from './staff-store';

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
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request, reply) => {
      const storeId = staffStoreOfTicket(app.staffTokens, request.query.ticket, app.now());
      if (storeId === undefined) throw new HttpError(401, tableMessage(request, 'staff_ticket_invalid'));
      return app.eventStreams.streamTopic(request, reply, storeTablesTopic(storeId));
    },
  );
}
