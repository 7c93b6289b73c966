import type { AccountOrder } from './api/order-calls';
import { namedOr } from './named-or';

/** What an order's card calls its status: a key of orders.status. */
export type ShownStatus = AccountOrder['status'] | 'payment_due' | 'being_updated';

// The statuses this remote has words for; one added to the API after it reads as being updated.
const NAMED: Record<AccountOrder['status'], true> = { placed: true, paid: true, abandoned: true, money_returned: true };

export function shownStatus(order: Pick<AccountOrder, 'status' | 'payment_due'>): ShownStatus {
  if (order.payment_due) return 'payment_due';
  return namedOr(NAMED, order.status, 'being_updated');
}
