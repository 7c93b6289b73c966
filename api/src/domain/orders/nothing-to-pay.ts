import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { OrderDraft } from '../../repositories/orders-repository';

/**
 * An order paid online whose total is 0 (a voucher or points cover it all) has nothing to pay: it
 * is stored as paid, so its confirmation goes at once and the customer is not asked for a card to
 * pay 0, which a card provider refuses anyway. A table's order paid online too: the staff cannot
 * confirm an online payment. A group's order keeps its own way (its shares); one paid by hand (at
 * the door, the counter or to the waiter) is confirmed by the staff as for any other total.
 */
export function paidWhenPlaced(draft: OrderDraft, now: Date): Date | null {
  if (draft.group || !isOnlinePaymentMethod(draft.payment_method)) return null;
  return Number(draft.total) === 0 ? now : null;
}
