import { minimumOrderValue } from 'shared-contracts/pricing/minimum-order-value';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import type { App } from '../../app-instance';
import type { GroupOrderRow, Outcome } from '../../repositories/group-orders-repository';
import { groupOrderAmounts, type GroupOrderAmounts } from './group-order-amounts';
import { cardMinimumUnmet, payersUnderCardMinimum, type UnderCardMinimum } from './group-order-card-minimum';

/**
 * Spec §5's minimum order for the group's one order (delivery only; the delivery fee excluded), and
 * what its lines lack of it: 0 once reached. The checkout refuses an order below it, so the group
 * is told while it can still add food.
 */
export function groupOrderMinimum(group: Pick<GroupOrderRow, 'delivery_type'>, amounts: GroupOrderAmounts): { minimum: number; missing: number } {
  const minimum = minimumOrderValue(group.delivery_type, amounts.area);
  return { minimum, missing: Math.max(0, roundMoney(minimum - amounts.order.subtotal)) };
}

type Unplaceable = 'food_unavailable' | 'nothing_ordered' | 'below_minimum' | 'below_card_minimum';

/**
 * Why the checkout would refuse the group's order as its lines are priced now, if it would: a line
 * the store no longer sells as chosen (out of stock, off the menu: the order would silently lose
 * it), no food, below the minimum order, or (split) someone would pay by card less than its
 * provider charges.
 */
function unplaceable(app: App, group: GroupOrderRow, amounts: GroupOrderAmounts): Unplaceable | null {
  if (amounts.members.some((member) => member.unavailable.length > 0)) return 'food_unavailable';
  if (amounts.members.every((member) => member.lines.length === 0)) return 'nothing_ordered';
  if (group.delivery_type === 'delivery' && groupOrderMinimum(group, amounts).missing > 0) return 'below_minimum';
  if (payersUnderCardMinimum(app, group, amounts)) return 'below_card_minimum';
  return null;
}

/**
 * Why a confirmation is refused before it is made, if it is: the participant's own food the store
 * no longer sells (they replace it first), what they would pay by card under its provider's least
 * charge (split: they add food, or the organiser pays for them; the organiser adds food), or the
 * organiser's confirmation would complete the group order (everyone else has confirmed) with no
 * food or below the minimum (they add food first). Someone else's food no longer sold, or share
 * under the card minimum, is no refusal: the completion opens the group order again with them not
 * confirmed (reopenedIfUnplaceable), so they can change it. So does anyone else's last
 * confirmation, or the removal of the last one not confirmed, before any screen is told.
 */
export async function cannotConfirmYet(app: App, tokenHash: string): Promise<Exclude<Unplaceable, 'below_card_minimum'> | UnderCardMinimum | null> {
  const me = await app.repositories.groupOrders.participantByToken(tokenHash);
  if (!me || me.confirmed_at !== null || me.left_at !== null) return null;
  const group = await app.repositories.groupOrders.byId(me.group_order_id);
  if (group.status !== 'open' && group.status !== 'in_progress') return null;
  const amounts = await groupOrderAmounts(app, group, 'en');
  const mine = amounts.members.find((member) => member.participant.id === me.id);
  if (mine && mine.unavailable.length > 0) return 'food_unavailable';
  const minimum = mine ? cardMinimumUnmet(app, group, mine.amountDue, amounts.currency) : null;
  if (mine && minimum !== null) return { minimum, amount: mine.amountDue, currency: amounts.currency, organiser: me.is_admin };
  if (!me.is_admin || amounts.members.some(({ participant }) => !participant.is_admin && participant.confirmed_at === null)) return null;
  const reason = unplaceable(app, group, amounts);
  return reason === 'food_unavailable' || reason === 'below_card_minimum' ? null : reason;
}

/**
 * A completed group order not placed yet whose order the checkout would refuse (below the minimum,
 * some of its food no longer sold, a share under the card minimum) is opened again for the
 * organiser: nobody can add food to a completed one, so it could only be deleted, though the group
 * can fix it. Whoever has food no longer sold, or would pay by card less than its provider charges,
 * is not confirmed any more either, so they can change their order (or be paid for). Answers the
 * group order as it is after that.
 */
export async function reopenedIfUnplaceable(app: App, group: GroupOrderRow): Promise<GroupOrderRow> {
  if (group.status !== 'completed' || group.order_id !== null) return group;
  const amounts = await groupOrderAmounts(app, group, 'en');
  if (unplaceable(app, group, amounts) === null) return group;
  const replacing = [...amounts.members.filter((member) => member.unavailable.length > 0), ...(payersUnderCardMinimum(app, group, amounts)?.payers ?? [])];
  return app.repositories.groupOrders.reopenForOrganiser(group.id, replacing.map((member) => member.participant.id));
}

/** A change that completed the group order with an order the checkout would refuse leaves it open for the organiser. */
export async function reopenedAfterChange<T>(app: App, outcome: Outcome<T>): Promise<Outcome<T>> {
  if (!outcome.ok) return outcome;
  return { ...outcome, group: await reopenedIfUnplaceable(app, outcome.group) };
}
