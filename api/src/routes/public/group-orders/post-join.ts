import type { App } from '../../../app-instance';
import { asPlainText, groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { groupOrderTopic } from '../../../domain/group-orders/participant-token';
import { HttpError, notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { EntryKeyHeadersSchema, GroupOrderLinkParams, JoinAnswerSchema, JoinBodySchema } from './group-order-schemas';
import { entryOf, joinableGroupProducts, joinedAnswer, nameOf } from './group-order-input';

/**
 * POST public/group-orders/{link}/join: a guest joins an open group order with a name only and gets
 * a participant_token. The food in their cart becomes their part, as the organiser's does on starting
 * (spec §6: participants' products are the server's, not the cart's); a cart line the group's store
 * does not sell as chosen never stops them (spec §4: a name only): it is left out, its index
 * answered, for the browser to keep and name. 422 for a name that is missing, too long or already
 * used in it; 409 once it is in progress or finished. Sent again under its Idempotency-Key after
 * its answer was lost, it answers the participant it made (200) instead of refusing their own name.
 */
export function postJoinRoute(app: App): void {
  app.post(
    '/public/group-orders/:link/join',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['group-orders'],
        summary: 'Join a group order with a name',
        params: GroupOrderLinkParams,
        headers: EntryKeyHeadersSchema,
        body: JoinBodySchema,
        response: { ...answers(JoinAnswerSchema, 400, 404, 409, 422, 429), 201: JoinAnswerSchema },
      },
    },
    async (request, reply) => {
      const name = nameOf(request, request.body.name);
      const group = await app.repositories.groupOrders.byLink(request.params.link);
      if (!group) throw notFound(groupOrderMessage(request, 'link_invalid'));
      const { lines, left_out } = await joinableGroupProducts(app, request, group.store_id, request.body.products ?? []);
      const { entry, token } = entryOf(app, request, name, `join:${group.id}`);
      const joined = await app.repositories.groupOrders.join(group.id, entry, lines);
      // The name is the form's to show on its field (422); the group order's state is a 409 told on top.
      if (!joined.ok && joined.refused === 'name_taken') throw new HttpError(422, groupOrderMessage(request, 'name_taken'), 'name');
      if (!joined.ok && joined.refused === 'key_reused') throw new HttpError(422, groupOrderMessage(request, 'key_reused'));
      if (!joined.ok) throw new HttpError(409, asPlainText(groupOrderMessage(request, joined.refused)));
      const answer = { ...joinedAnswer(group, token), left_out };
      if (joined.value.repeated) return reply.code(200).send(answer);
      await app.live.changed(groupOrderTopic(group.id));
      return reply.code(201).send(answer);
    },
  );
}
