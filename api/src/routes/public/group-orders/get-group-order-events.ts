import type { App } from '../../../app-instance';
import { LIVE_STREAM_RATE_LIMIT } from '../../../live/event-stream';
import { groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { groupOrderTopic } from '../../../domain/group-orders/participant-token';
import { notFound } from '../../../http-error';
import { GroupOrderLinkParams } from './group-order-schemas';

/**
 * GET public/group-orders/{link}/events: server-sent `changed` events on every change of the group
 * order, from any API process; screens then read the panel with their own token. Once the organiser
 * makes a new link, a stream opened by the old one ends after telling of it (participants' screens
 * read the panel, which carries the new link, and open the stream again by it): the old link keeps
 * nobody listening in.
 */
export function getGroupOrderEventsRoute(app: App): void {
  app.get(
    '/public/group-orders/:link/events',
    { config: { rateLimit: LIVE_STREAM_RATE_LIMIT }, schema: { tags: ['group-orders'], summary: 'Live changes of this group order (server-sent events)', params: GroupOrderLinkParams } },
    async (request, reply) => {
      const group = await app.repositories.groupOrders.byLink(request.params.link);
      if (!group) throw notFound(groupOrderMessage(request, 'link_invalid'));
      const topic = groupOrderTopic(group.id);
      const stream = await app.eventStreams.streamTopic(request, reply, topic);
      const endIfReplaced = async () => {
        const now = await app.repositories.groupOrders.byId(group.id);
        if (now.link !== group.link && !reply.raw.writableEnded) reply.raw.end();
      };
      // After the stream's own watcher: the change is told before the stream ends.
      const stopWatching = app.live.watch(topic, () => void endIfReplaced().catch(() => undefined));
      reply.raw.on('close', stopWatching);
      if (reply.raw.destroyed) stopWatching();
      return stream;
    },
  );
}
