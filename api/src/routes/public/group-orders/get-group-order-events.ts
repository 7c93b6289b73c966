import type { App } from '../../../app-instance';
import { LIVE_STREAM_RATE_LIMIT } from '../../../live/event-stream';
import { groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { groupOrderLinkTopic, groupOrderTopic } from '../../../domain/group-orders/participant-token';
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
      // Watched before the link is read, so a new link made while this stream opens still ends it.
      let replaced = false;
      let end = () => {
        replaced = true;
      };
      const stopWatching = app.live.watch(groupOrderLinkTopic(request.params.link), () => end());
      reply.raw.on('close', stopWatching);
      try {
        const group = await app.repositories.groupOrders.byLink(request.params.link);
        if (!group) throw notFound(groupOrderMessage(request, 'link_invalid'));
        const stream = await app.eventStreams.streamTopic(request, reply, groupOrderTopic(group.id));
        // Told after the group's change (post-new-link), so the change is said before the stream ends.
        end = () => {
          if (!reply.raw.writableEnded) reply.raw.end();
        };
        if (replaced) end();
        if (reply.raw.destroyed) stopWatching();
        return stream;
      } catch (error) {
        stopWatching();
        throw error;
      }
    },
  );
}
