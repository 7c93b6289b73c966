import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { ownFood } from '../../../domain/group-orders/own-food';
import { hashParticipantToken } from '../../../domain/group-orders/participant-token';
import { contentLanguageOf } from '../../../domain/language';
import { answers } from '../../common-schemas';
import { callAnswer } from './group-order-call';
import { FoodBackAnswerSchema, ParticipantTokenSchema } from './group-order-schemas';

/**
 * POST public/group-orders/give-up: a participant gives up while the group order is open (spec §4)
 * and gets back their own food in it, as the organiser who deletes it does: the food they joined
 * with left their cart for the group order, and is theirs again.
 */
export function postGiveUpRoute(app: App): void {
  app.post(
    '/public/group-orders/give-up',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['group-orders'],
        summary: 'Give up (only while the group order is open)',
        body: Type.Object({ participant_token: ParticipantTokenSchema }, { additionalProperties: false }),
        response: answers(FoodBackAnswerSchema, 400, 429),
      },
    },
    async (request) => {
      const outcome = await app.repositories.groupOrders.giveUp(hashParticipantToken(request.body.participant_token), app.now());
      const answer = await callAnswer(app, request, outcome);
      if (!outcome.ok) return { ...answer, products: [] };
      return { ...answer, products: await ownFood(app, outcome.group, outcome.value, contentLanguageOf(request)) };
    },
  );
}
