import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { ownFood } from '../../../domain/group-orders/own-food';
import { hashParticipantToken } from '../../../domain/group-orders/participant-token';
import { answers } from '../../common-schemas';
import { callAnswer } from './group-order-call';
import { FoodBackAnswerSchema, ParticipantTokenSchema } from './group-order-schemas';
import { contentLanguageOf } from '../../../domain/language';

/**
 * POST public/group-orders/delete: the organiser deletes the group order while it is open (spec
 * §4), or completed but not placed (its order may be refused for good), and gets back their own
 * food in it, all their lines (not only those they started it with).
 */
export function postDeleteRoute(app: App): void {
  app.post(
    '/public/group-orders/delete',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['group-orders'],
        summary: 'Delete the group order (organiser; while it is open, or completed but not placed)',
        body: Type.Object({ participant_token: ParticipantTokenSchema }, { additionalProperties: false }),
        response: answers(FoodBackAnswerSchema, 400, 429),
      },
    },
    async (request) => {
      const outcome = await app.repositories.groupOrders.cancel(hashParticipantToken(request.body.participant_token));
      const answer = await callAnswer(app, request, outcome);
      if (!outcome.ok) return { ...answer, products: [] };
      return { ...answer, products: await ownFood(app, outcome.group, outcome.value, contentLanguageOf(request)) };
    },
  );
}
