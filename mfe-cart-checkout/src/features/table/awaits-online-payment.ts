import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { PaymentMethod } from 'shared-contracts/types/cart';

/**
 * A table order to be paid online (card, PayPal) whose payment has not arrived, and not cancelled
 * for it at its deadline (then nothing is awaited any more). The staff see it on the board before
 * the kitchen cooks it; the ones paid by hand are listed under "to be paid".
 */
export function awaitsOnlinePayment(order: { paid: boolean; cancelled?: boolean | undefined; payment_method: PaymentMethod }): boolean {
  return !order.paid && !order.cancelled && isOnlinePaymentMethod(order.payment_method);
}
