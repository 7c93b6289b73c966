import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { PaymentMethod } from 'shared-contracts/types/cart';

/**
 * A table order to be paid online (card, PayPal) whose payment has not arrived. The staff see it
 * on the board before the kitchen cooks it; the ones paid by hand are listed under "to be paid".
 */
export function awaitsOnlinePayment(order: { paid: boolean; payment_method: PaymentMethod }): boolean {
  return !order.paid && isOnlinePaymentMethod(order.payment_method);
}
