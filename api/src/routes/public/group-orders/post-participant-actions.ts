import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { hashParticipantToken } from '../../../domain/group-orders/participant-token';
import { cannotConfirmYet, reopenedAfterChange } from '../../../domain/group-orders/group-order-minimum';
import { underCardMinimumMessage } from '../../../domain/group-orders/group-order-card-minimum';
import { contentLanguageOf } from '../../../domain/language';
import { payForParticipant } from '../../../domain/group-orders/pay-for-participant';
import { answers } from '../../common-schemas';
import type { Outcome } from '../../../repositories/group-orders-repository';
import { callAnswer, refusedAnswer } from './group-order-call';
import { postDeleteRoute } from './post-delete';
import { postGiveUpRoute } from './post-give-up';
import { postNewLinkRoute } from './post-new-link';
import { CallAnswerSchema, ParticipantTokenSchema } from './group-order-schemas';

const Own = Type.Object({ participant_token: ParticipantTokenSchema }, { additionalProperties: false });
const OfParticipant = Type.Object(
  { participant_token: ParticipantTokenSchema, participant_id: Type.Integer({ minimum: 1, description: 'The participant the organiser acts on.' }) },
  { additionalProperties: false },
);

/**
 * Spec §4 and §6: each participant confirms their own order; the organiser (group_order_admin) pays
 * for (or, before placing, stops paying for) or removes participants or deletes the group order; a
 * participant gives up; the organiser makes a new share link (post-new-link). Answers like the
 * product calls: status OK, or the message of the refusal (deleting and giving up with the food
 * that goes back to the cart).
 */
export function postParticipantActionRoutes(app: App): void {
  const groupOrders = app.repositories.groupOrders;
  const onParticipant = (path: string, summary: string, act: (tokenHash: string, participantId: number) => Promise<Outcome<null>>) =>
    app.post(
      `/public/group-orders/${path}`,
      { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { tags: ['group-orders'], summary, body: OfParticipant, response: answers(CallAnswerSchema, 400, 429) } },
      async (request) => callAnswer(app, request, await act(hashParticipantToken(request.body.participant_token), request.body.participant_id)),
    );

  app.post(
    '/public/group-orders/confirm',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { tags: ['group-orders'], summary: 'Confirm my order', body: Own, response: answers(CallAnswerSchema, 400, 429) } },
    async (request) => {
      const tokenHash = hashParticipantToken(request.body.participant_token);
      const refused = await cannotConfirmYet(app, tokenHash);
      if (typeof refused === 'string') return refusedAnswer(request, refused);
      // Its words name the amounts, in the request's language.
      if (refused) return { status: 'ERROR' as const, message: underCardMinimumMessage(refused, contentLanguageOf(request)) };
      return callAnswer(app, request, await reopenedAfterChange(app, await groupOrders.confirm(tokenHash, app.now())));
    },
  );
  onParticipant('pay-for', 'Pay for a participant (organiser)', (tokenHash, id) => payForParticipant(app, tokenHash, id));
  onParticipant('stop-paying-for', 'Stop paying for a participant (organiser), before the group order is placed', (tokenHash, id) => groupOrders.stopPayingFor(tokenHash, id));
  onParticipant('remove-participant', 'Remove a participant (organiser)', async (tokenHash, id) =>
    reopenedAfterChange(app, await groupOrders.remove(tokenHash, id, app.now())),
  );
  postGiveUpRoute(app);
  postDeleteRoute(app);
  postNewLinkRoute(app);
}
