import type { AccountOrder } from '../../repositories/account-orders-repository';

/** An order stays "current" this long after it was due at the door or the counter. */
const CURRENT_AFTER_DUE_MINUTES = 60;

/**
 * Current or past, for the account's order list: an order for later is current until its day is
 * over; one for now until an hour after its estimated time. Payment is what the shop confirmed.
 */
export function orderProgress(order: Pick<AccountOrder, 'created_at' | 'paid_at' | 'for_later' | 'later_day' | 'estimated_minutes'>, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const due = new Date(new Date(order.created_at).getTime() + (order.estimated_minutes + CURRENT_AFTER_DUE_MINUTES) * 60_000);
  const current = order.for_later && order.later_day ? order.later_day >= today : now < due;
  return { current, status: order.paid_at ? ('paid' as const) : ('placed' as const) };
}
