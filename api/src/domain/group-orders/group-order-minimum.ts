import { minimumOrderValue } from 'shared-contracts/pricing/minimum-order-value';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import type { App } from '../../app-instance';
import type { GroupOrderRow, Outcome } from '../../repositories/group-orders-repository';
import { groupOrderAmounts, type GroupOrderAmounts } from './group-order-amounts';

/**
 * Spec §5's minimum order for the group's one order (delivery only; the delivery fee excluded), and
 * what its lines lack of it: 0 once reached. The checkout refuses an order below it, so the group
 * is told while it can still add food.
 */
export function groupOrderMinimum(group: Pick<GroupOrderRow, 'delivery_type'>, amounts: GroupOrderAmounts): { minimum: number; missing: number } {
  const minimum = minimumOrderValue(group.delivery_type, amounts.area);
  return { minimum, missing: Math.max(0, roundMoney(minimum - amounts.order.subtotal)) };
}

async function isBelowMinimum(app: App, group: GroupOrderRow): Promise<boolean> {
  if (group.delivery_type !== 'delivery') return false;
  return groupOrderMinimum(group, await groupOrderAmounts(app, group, 'en')).missing > 0;
}

/**
 * The organiser's own confirmation would complete the group order (everyone else has confirmed)
 * below the minimum: refused, so they add food first. Anyone else's last confirmation, or the
 * removal of the last one not confirmed, completes it and then opens it again for the organiser
 * (reopenForOrganiser), before any screen is told of the change.
 */
export async function organiserWouldCompleteBelowMinimum(app: App, tokenHash: string): Promise<boolean> {
  const me = await app.repositories.groupOrders.participantByToken(tokenHash);
  if (!me?.is_admin || me.confirmed_at !== null || me.left_at !== null) return false;
  const group = await app.repositories.groupOrders.byId(me.group_order_id);
  if (group.status !== 'open') return false;
  const participants = await app.repositories.groupOrders.participants(group.id);
  if (participants.some((participant) => participant.left_at === null && !participant.is_admin && participant.confirmed_at === null)) return false;
  return isBelowMinimum(app, group);
}

/** A change that completed the group order below the minimum leaves it open for the organiser instead. */
export async function reopenedBelowMinimum<T>(app: App, outcome: Outcome<T>): Promise<Outcome<T>> {
  if (!outcome.ok || outcome.group.status !== 'completed' || outcome.group.order_id !== null) return outcome;
  if (!(await isBelowMinimum(app, outcome.group))) return outcome;
  return { ...outcome, group: await app.repositories.groupOrders.reopenForOrganiser(outcome.group.id) };
}
