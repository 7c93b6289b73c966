import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The status of an order's open payment (for its whole amount, not replaced by a change of method),
 * as a column of an orders query: what isPaymentDue and isPaymentUnderWay (domain/orders/payment-due)
 * read, so the account's orders and a table's say the same of one payment.
 */
export function openPaymentStatus(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('payments')
    .select('payments.status')
    .whereRef('payments.order_id', '=', 'orders.id')
    .where('payments.share_id', 'is', null)
    .where('payments.replaced_at', 'is', null)
    .limit(1)
    .as('open_payment_status');
}
