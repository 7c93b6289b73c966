import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import type { ParticipantRow } from '../../../repositories/group-orders-repository';
import { groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { hashParticipantToken } from '../../../domain/group-orders/participant-token';
import { HttpError } from '../../../http-error';

/** The participant of this group order the token belongs to; anyone else is refused. */
export async function participantAsking(app: App, request: FastifyRequest, groupId: number, token: string | undefined): Promise<ParticipantRow> {
  const me = token ? await app.repositories.groupOrders.participantByToken(hashParticipantToken(token)) : undefined;
  if (!me || me.group_order_id !== groupId) throw new HttpError(403, groupOrderMessage(request, 'not_participant'));
  return me;
}
