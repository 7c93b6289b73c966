import type { App } from '../../../app-instance';
import { LIVE_STREAM_RATE_LIMIT } from '../../../live/event-stream';
import { TableLinkParams } from './table-schemas';
import { tableByLink, tableTopic } from './table-by-link';

/**
 * GET public/tables/{link}/events: server-sent `changed` events whenever the table's calls or orders
 * change (acknowledged, received), so the customer's screen updates without reloading.
 */
export function getTableEventsRoute(app: App): void {
  app.get(
    '/public/tables/:link/events',
    { config: { rateLimit: LIVE_STREAM_RATE_LIMIT }, schema: { tags: ['tables'], summary: 'Live changes of this table (server-sent events)', params: TableLinkParams } },
    async (request, reply) => {
      const table = await tableByLink(app, request, request.params.link);
      return app.eventStreams.streamTopic(request, reply, tableTopic(table.id));
    },
  );
}
