import type { AccountOrder } from '../../repositories/account-orders-repository';
import { storeClock } from '../later-slots';

/** An order stays "current" this long after it was due at the door or the counter. */
const CURRENT_AFTER_DUE_MINUTES = 60;

/**
 * Current or past, for the account's order list: an order for later is current until its day is
 * over where its store is (the store's time_zone, which may not be the brand's: at 00:30 in
 * Bucharest the 25th is over, though UTC still says the 25th); one for now until an hour after its estimated time. Payment is
 * what the shop confirmed. An order abandoned unpaid is not coming: past at once; nor is one whose
 * money all went back to its customer (orders.money_returned_at: refunded or reversed at the provider).
 */
export function orderProgress(
  order: Pick<AccountOrder, 'created_at' | 'paid_at' | 'abandoned_at' | 'money_returned_at' | 'for_later' | 'later_day' | 'estimated_minutes'>,
  now: Date,
  timeZone: string,
) {
  if (order.abandoned_at) return { current: false, status: 'abandoned' as const };
  if (order.money_returned_at) return { current: false, status: 'money_returned' as const };
  const today = storeClock(now, timeZone).date;
  const due = new Date(new Date(order.created_at).getTime() + (order.estimated_minutes + CURRENT_AFTER_DUE_MINUTES) * 60_000);
  const current = order.for_later && order.later_day ? order.later_day >= today : now < due;
  return { current, status: order.paid_at ? ('paid' as const) : ('placed' as const) };
}
