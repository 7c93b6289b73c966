import type { App } from '../../../app-instance';
import { LIVE_STREAM_RATE_LIMIT } from '../../../live/event-stream';
import { groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { groupOrderTopic } from '../../../domain/group-orders/participant-token';
import { notFound } from '../../../http-error';
import { GroupOrderLinkParams } from './group-order-schemas';

/**
 * GET public/group-orders/{link}/events: server-sent `changed` events on every change of the group
 * order, from any API process; screens then read the panel with their own token.
 */
export function getGroupOrderEventsRoute(app: App): void {
  app.get(
    '/public/group-orders/:link/events',
    { config: { rateLimit: LIVE_STREAM_RATE_LIMIT }, schema: { tags: ['group-orders'], summary: 'Live changes of this group order (server-sent events)', params: GroupOrderLinkParams } },
    async (request, reply) => {
      const group = await app.repositories.groupOrders.byLink(request.params.link);
      if (!group) throw notFound(groupOrderMessage(request, 'link_invalid'));
      return app.eventStreams.streamTopic(request, reply, groupOrderTopic(group.id));
    },
  );
}
