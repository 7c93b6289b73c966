import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { groupOrderLinkTopic, hashParticipantToken, newGroupOrderLink } from '../../../domain/group-orders/participant-token';
import { answers } from '../../common-schemas';
import { callAnswer } from './group-order-call';
import { CallAnswerSchema, GroupOrderLinkParams, ParticipantTokenSchema } from './group-order-schemas';

const NewLinkAnswerSchema = Type.Intersect([
  CallAnswerSchema,
  Type.Object({ link: Type.String({ description: 'The share link now; empty when refused.' }) }),
]);

/**
 * POST public/group-orders/new-link: the organiser replaces the share link, as removing someone does
 * not keep out whoever the link reached; the old one then stops opening the group order, for
 * joining, reading or its live changes. Its participants stay in: their screens follow the new link
 * the panel answers. `link` is the one the organiser's screen shows, so a double click makes one.
 */
export function postNewLinkRoute(app: App): void {
  app.post(
    '/public/group-orders/new-link',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['group-orders'],
        summary: 'Make a new share link; the old one stops working (organiser, while open or in progress)',
        body: Type.Object({ participant_token: ParticipantTokenSchema, link: GroupOrderLinkParams.properties.link }, { additionalProperties: false }),
        response: answers(NewLinkAnswerSchema, 400, 429),
      },
    },
    async (request) => {
      const outcome = await app.repositories.groupOrders.replaceLink(hashParticipantToken(request.body.participant_token), request.body.link, newGroupOrderLink());
      // Every screen reads its panel again, which carries the new link to the participants; then
      // the streams opened by the old link end (a press that found it replaced already ends none).
      const answer = await callAnswer(app, request, outcome);
      if (outcome.ok && outcome.value !== request.body.link) await app.live.changed(groupOrderLinkTopic(request.body.link));
      return { ...answer, link: outcome.ok ? outcome.value : '' };
    },
  );
}
