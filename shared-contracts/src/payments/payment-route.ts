import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import { href } from 'shared-contracts/routes/named-routes';
import type { PaymentMethod } from 'shared-contracts/types/cart';

/**
 * Where a placed order goes next: the payments remote's payment screen for an online method, or
 * null (straight to order success) when it is paid when the food changes hands.
 */
export function paymentRouteFor(order: { token: string; payment_method: PaymentMethod }): string | null {
  return isOnlinePaymentMethod(order.payment_method) ? href('integrations.payment', { orderId: order.token }) : null;
}
