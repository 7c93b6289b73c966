import type { App } from '../../app-instance';
import type { PaymentRow } from '../../repositories/payments-repository';
import type { ProviderStatus } from './payment-provider';
import { groupOrderSharePaid } from '../group-orders/group-order-share-paid';

/**
 * Applies what the provider said about a payment (its answer, a status check or a webhook). The
 * one rule of "paid": the order is marked paid only here, on the provider's word, and only once;
 * the onOrderPaid listeners run for the call that marked it. Returns the payment as it now is.
 */
export async function recordPaymentStatus(app: App, payment: PaymentRow, { status, failure, failureCode, providerPaymentId }: ProviderStatus): Promise<PaymentRow> {
  const payments = app.repositories.payments;
  if (providerPaymentId && providerPaymentId !== payment.provider_payment_id) await payments.renamed(payment.id, providerPaymentId);
  const changed = await payments.applyStatus(payment.id, status, failure, failure ? (failureCode ?? null) : null);
  const current = changed ?? (await payments.forOrder(payment.order_id, payment.share_id)) ?? payment;
  if (current.status !== 'succeeded') return current;
  const paidAt = app.now();
  // A share of a group's order (issue 7): the order is paid once its last share is.
  const share = current.share_id === null ? null : await groupOrderSharePaid(app, current.share_id, paidAt);
  if (share && !share.orderSettled) return current;
  if (await payments.markOrderPaid(current.order_id, paidAt)) {
    const order = await payments.payableOrder(await payments.orderToken(current.order_id));
    if (order) {
      for (const listener of app.onOrderPaid) {
        try {
          await listener({
            orderId: order.id, orderToken: order.token, userId: order.user_id, deliveryType: order.delivery_type,
            amount: share ? order.total : Number(current.amount), currency: current.currency, paidAt,
          });
        } catch (error) {
          app.log.error({ err: error, orderId: order.id }, 'an onOrderPaid listener failed');
        }
      }
    }
  }
  return current;
}
