import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { organiserFood } from '../../../domain/group-orders/organiser-food';
import { hashParticipantToken } from '../../../domain/group-orders/participant-token';
import { answers } from '../../common-schemas';
import { CartProductSchema } from '../account/account-orders-schemas';
import { callAnswer } from './group-order-call';
import { CallAnswerSchema, ParticipantTokenSchema } from './group-order-schemas';
import { contentLanguageOf } from '../../../domain/language';

const DeleteAnswerSchema = Type.Intersect([
  CallAnswerSchema,
  Type.Object({ products: Type.Array(CartProductSchema, { description: "The organiser's food in the group order, as cart lines of its store: it goes back to their cart." }) }),
]);

/**
 * POST public/group-orders/delete: the organiser deletes the group order while it is open (spec
 * §4) and gets back their own food in it, all their lines (not only those they started it with).
 */
export function postDeleteRoute(app: App): void {
  app.post(
    '/public/group-orders/delete',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['group-orders'],
        summary: 'Delete the group order (organiser, only while it is open)',
        body: Type.Object({ participant_token: ParticipantTokenSchema }, { additionalProperties: false }),
        response: answers(DeleteAnswerSchema, 400, 429),
      },
    },
    async (request) => {
      const outcome = await app.repositories.groupOrders.cancel(hashParticipantToken(request.body.participant_token));
      const answer = await callAnswer(app, request, outcome);
      if (!outcome.ok) return { ...answer, products: [] };
      return { ...answer, products: await organiserFood(app, outcome.group, outcome.value, contentLanguageOf(request)) };
    },
  );
}
