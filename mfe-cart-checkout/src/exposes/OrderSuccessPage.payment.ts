import { api } from 'shared-contracts/api/client';
import { hasStatus } from 'shared-contracts/api/server-message';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { Payment } from 'shared-contracts/payments/payment-status';
import type { PlacedOrder } from 'shared-contracts/types/order';

/**
 * What an order paid online still asks of the customer: 'pay' (never paid, or declined), 'check'
 * (the provider has it under way or could not verify it: paying again could charge twice), or null
 * (paid, or paid when the food changes hands, or at a table): only then is it confirmed by e-mail.
 * An order cancelled unpaid is null too: nothing is asked of it, and the page says it was cancelled.
 */
export type PaymentStep = 'pay' | 'check';

/**
 * The order's answer says payment_due, false for a payment still under way as for a paid one; the
 * payment itself (GET public/payments/{token}, quiet: this screen handles its failures) tells them apart.
 * A cancelled order's payment is not asked for: the API refuses it (409).
 */
export async function paymentStepOf(order: PlacedOrder): Promise<PaymentStep | null> {
  if (order.table || order.abandoned === true || !isOnlinePaymentMethod(order.payment_method)) return null;
  if (order.payment_due === true) return 'pay';
  try {
    const payment = await api().get(`public/payments/${encodeURIComponent(order.token)}`, { context: { quiet: true } }).json<Payment>();
    if (payment.status === 'succeeded') return null;
    return payment.status === 'processing' || payment.status === 'error_checking' ? 'check' : 'pay';
  } catch (error) {
    // No payment started, yet not due: the order was confirmed paid without one (paid_at is set).
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}
