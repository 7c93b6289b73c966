import { isOfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { PaymentMethod } from 'shared-contracts/types/cart';

/**
 * A table order to be paid online (card, PayPal) whose payment has not arrived. The staff see it
 * on the board before the kitchen cooks it; the ones paid by hand are listed under "to be paid".
 */
export function awaitsOnlinePayment(order: { paid: boolean; payment_method: PaymentMethod }): boolean {
  if (order.paid) return false;
  return !isOfflinePaymentMethod(order.payment_method, 'table') && !isOfflinePaymentMethod(order.payment_method, 'delivery');
}
