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

/**
 * Why the checkout would refuse the group's order as its lines are priced now, if it would: no food
 * the store still sells, or below the minimum order. Lines of products the store stopped selling
 * after they were added count for nothing (group-order-amounts drops them).
 */
async function unplaceable(app: App, group: GroupOrderRow): Promise<'nothing_ordered' | 'below_minimum' | null> {
  const amounts = await groupOrderAmounts(app, group, 'en');
  if (amounts.members.every((member) => member.lines.length === 0)) return 'nothing_ordered';
  if (group.delivery_type === 'delivery' && groupOrderMinimum(group, amounts).missing > 0) return 'below_minimum';
  return null;
}

/**
 * The organiser's own confirmation would complete the group order (everyone else has confirmed)
 * with an order the checkout would refuse: refused, with the reason, so they add food first.
 * Anyone else's last confirmation, or the removal of the last one not confirmed, completes it and
 * then opens it again for the organiser (reopenedIfUnplaceable), before any screen is told.
 */
export async function organiserCannotCompleteYet(app: App, tokenHash: string): Promise<'nothing_ordered' | 'below_minimum' | null> {
  const me = await app.repositories.groupOrders.participantByToken(tokenHash);
  if (!me?.is_admin || me.confirmed_at !== null || me.left_at !== null) return null;
  const group = await app.repositories.groupOrders.byId(me.group_order_id);
  if (group.status !== 'open') return null;
  const participants = await app.repositories.groupOrders.participants(group.id);
  if (participants.some((participant) => participant.left_at === null && !participant.is_admin && participant.confirmed_at === null)) return null;
  return unplaceable(app, group);
}

/**
 * A completed group order not placed yet whose order the checkout would refuse (below the minimum,
 * or its food no longer sold) is opened again for the organiser: nobody can add food to a completed
 * one or delete it, so it would be stuck for good. Answers the group order as it is after that.
 */
export async function reopenedIfUnplaceable(app: App, group: GroupOrderRow): Promise<GroupOrderRow> {
  if (group.status !== 'completed' || group.order_id !== null) return group;
  if ((await unplaceable(app, group)) === null) return group;
  return app.repositories.groupOrders.reopenForOrganiser(group.id);
}

/** A change that completed the group order with an order the checkout would refuse leaves it open for the organiser. */
export async function reopenedAfterChange<T>(app: App, outcome: Outcome<T>): Promise<Outcome<T>> {
  if (!outcome.ok) return outcome;
  return { ...outcome, group: await reopenedIfUnplaceable(app, outcome.group) };
}
