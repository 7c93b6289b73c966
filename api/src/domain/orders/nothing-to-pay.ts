import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { OrderDraft } from '../../repositories/orders-repository';

/**
 * An order paid online whose total is 0 (a voucher or points cover it all) has nothing to pay: it
 * is stored as paid, so its confirmation goes at once and the customer is not asked for a card to
 * pay 0, which a card provider refuses anyway. A group's order (its shares) and a table's (paid at
 * the table) keep their own ways.
 */
export function paidWhenPlaced(draft: OrderDraft, now: Date): Date | null {
  if (draft.group || draft.table_id != null || !isOnlinePaymentMethod(draft.payment_method)) return null;
  return Number(draft.total) === 0 ? now : null;
}
