import type { App } from '../../app-instance';
import type { PaymentRow } from '../../repositories/payments-repository';
import { confirmOrderPaid } from './confirm-order-paid';
import type { ProviderStatus } from './payment-provider';

/**
 * Applies what the provider said about a payment (its answer, a status check or a webhook). On a
 * succeeded payment the order is confirmed paid through confirmOrderPaid, the same path as the
 * staff's confirmation of cash, so it is marked and credited once. Returns the payment as it now is.
 */
export async function recordPaymentStatus(app: App, payment: PaymentRow, { status, failure, failureCode, providerPaymentId }: ProviderStatus): Promise<PaymentRow> {
  const payments = app.repositories.payments;
  if (providerPaymentId && providerPaymentId !== payment.provider_payment_id) await payments.renamed(payment.id, providerPaymentId);
  const changed = await payments.applyStatus(payment.id, status, failure, failure ? (failureCode ?? null) : null);
  const current = changed ?? (await payments.forOrder(payment.order_id)) ?? payment;
  if (current.status !== 'succeeded') return current;
  const order = await payments.payableOrder(await payments.orderToken(current.order_id));
  if (order) await confirmOrderPaid(app, order, { amount: Number(current.amount), currency: current.currency });
  return current;
}
