import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { hashParticipantToken } from '../../../domain/group-orders/participant-token';
import { answers } from '../../common-schemas';
import { callAnswer, refusedAnswer } from './group-order-call';
import { validGroupProducts } from './group-order-input';
import { AddProductAnswerSchema, CallAnswerSchema, GroupProductSchema, ParticipantTokenSchema } from './group-order-schemas';

const OrderProductId = Type.Integer({ minimum: 1, description: 'The line, as add-product answered it.' });
const LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/**
 * Spec §7: participants' product changes go through the server. Each answers status OK, or a
 * message (and nothing changed); a participant only ever changes their own lines.
 */
export function postProductChangeRoutes(app: App): void {
  app.post(
    '/public/group-orders/add-product',
    {
      config: LIMIT,
      schema: {
        tags: ['group-orders'],
        summary: 'Add a product to my part of the group order',
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({ minLength: 1, maxLength: 100, description: 'The same for an addition sent again after its answer was lost: the line is added once.' }),
          ),
        }),
        body: Type.Object({ participant_token: ParticipantTokenSchema, product: GroupProductSchema }, { additionalProperties: false }),
        response: answers(AddProductAnswerSchema, 400, 429),
      },
    },
    async (request) => {
      const tokenHash = hashParticipantToken(request.body.participant_token);
      const me = await app.repositories.groupOrders.participantByToken(tokenHash);
      if (!me) return { ...refusedAnswer(request, 'not_participant'), product: null };
      const group = await app.repositories.groupOrders.byId(me.group_order_id);
      const checked = await validGroupProducts(app, request, group.store_id, [request.body.product]);
      if ('refusal' in checked) return { status: 'ERROR' as const, message: checked.refusal, product: null };
      const outcome = await app.repositories.groupOrders.addProduct(tokenHash, checked.lines[0]!, request.headers['idempotency-key'] ?? null);
      const answer = await callAnswer(app, request, outcome);
      return { ...answer, product: outcome.ok ? { order_product_id: outcome.value.id, id: outcome.value.product_id, quantity: outcome.value.quantity } : null };
    },
  );

  app.post(
    '/public/group-orders/edit-product',
    {
      config: LIMIT,
      schema: {
        tags: ['group-orders'],
        summary: 'Change the quantity of one of my lines',
        body: Type.Object(
          {
            participant_token: ParticipantTokenSchema,
            order_product_id: OrderProductId,
            update_quantity: Type.Integer({ minimum: -98, maximum: 98, description: 'How much to add (negative to take away); the quantity stays at least 1.' }),
          },
          { additionalProperties: false },
        ),
        response: answers(CallAnswerSchema, 400, 429),
      },
    },
    async (request) => {
      const { participant_token, order_product_id, update_quantity } = request.body;
      return callAnswer(app, request, await app.repositories.groupOrders.editProduct(hashParticipantToken(participant_token), order_product_id, update_quantity));
    },
  );

  app.post(
    '/public/group-orders/delete-product',
    {
      config: LIMIT,
      schema: {
        tags: ['group-orders'],
        summary: 'Delete one of my lines',
        body: Type.Object({ participant_token: ParticipantTokenSchema, order_product_id: OrderProductId }, { additionalProperties: false }),
        response: answers(CallAnswerSchema, 400, 429),
      },
    },
    async (request) => {
      const { participant_token, order_product_id } = request.body;
      return callAnswer(app, request, await app.repositories.groupOrders.deleteProduct(hashParticipantToken(participant_token), order_product_id));
    },
  );
}
