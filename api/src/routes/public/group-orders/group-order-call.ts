import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { groupOrderMessage, type GroupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { groupOrderTopic } from '../../../domain/group-orders/participant-token';
import type { Outcome } from '../../../repositories/group-orders-repository';

/**
 * The answer of a group-order call (spec §7): OK, after telling every screen of the group order;
 * or the refusal's message, for the red notice (nothing was changed).
 */
export async function callAnswer<T>(app: App, request: FastifyRequest, outcome: Outcome<T>): Promise<{ status: 'OK' | 'ERROR'; message: string }> {
  if (!outcome.ok) return refusedAnswer(request, outcome.refused);
  await app.live.changed(groupOrderTopic(outcome.group.id));
  return { status: 'OK', message: '' };
}

export function refusedAnswer(request: FastifyRequest, key: GroupOrderMessage): { status: 'ERROR'; message: string } {
  return { status: 'ERROR', message: groupOrderMessage(request, key) };
}
