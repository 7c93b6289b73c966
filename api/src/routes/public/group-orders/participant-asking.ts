import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import type { ParticipantRow } from '../../../repositories/group-orders-repository';
import { groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { hashParticipantToken } from '../../../domain/group-orders/participant-token';
import { HttpError, notFound } from '../../../http-error';
import type { GroupOrderRow } from '../../../repositories/group-orders-repository';

/** The participant of this group order the token belongs to; anyone else is refused. */
export async function participantAsking(app: App, request: FastifyRequest, groupId: number, token: string | undefined): Promise<ParticipantRow> {
  const me = token ? await app.repositories.groupOrders.participantByToken(hashParticipantToken(token)) : undefined;
  if (!me || me.group_order_id !== groupId) throw new HttpError(403, groupOrderMessage(request, 'not_participant'));
  return me;
}

/**
 * The group order a participant's screen asks for by its link, and the participant asking: a link
 * the organiser replaced still opens it for its participants, by their token (byLinkOrParticipant).
 */
export async function groupOrderAsked(app: App, request: FastifyRequest, link: string, token: string | undefined): Promise<{ group: GroupOrderRow; me: ParticipantRow }> {
  const group = await app.repositories.groupOrders.byLinkOrParticipant(link, token ? hashParticipantToken(token) : null);
  if (!group) throw notFound(groupOrderMessage(request, 'link_invalid'));
  return { group, me: await participantAsking(app, request, group.id, token) };
}
