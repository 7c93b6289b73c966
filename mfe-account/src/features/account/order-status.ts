import type { AccountOrder } from './api/order-calls';

/** What an order's card calls its status: a key of orders.status. */
export type ShownStatus = AccountOrder['status'] | 'payment_due' | 'being_updated';

// The statuses this remote has words for. The remote is deployed apart from the API, which may
// already answer with a status added after it (money_returned was one): that one reads as being
// updated, never as the raw text key. A Record, so a status added to the type needs its entry.
const NAMED: Record<AccountOrder['status'], true> = { placed: true, paid: true, abandoned: true, money_returned: true };

export function shownStatus(order: Pick<AccountOrder, 'status' | 'payment_due'>): ShownStatus {
  if (order.payment_due) return 'payment_due';
  return Object.hasOwn(NAMED, order.status) ? order.status : 'being_updated';
}
