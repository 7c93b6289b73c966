import type { App } from '../../app-instance';
import type { PaymentRow, PaymentsRepository } from '../../repositories/payments-repository';
import type { ProviderStatus } from './payment-provider';

/** What applying the provider's word did: the payment as it now is, and when the order became paid (only for the call that paid it). */
export interface AppliedStatus {
  payment: PaymentRow;
  paidAt: Date | null;
}

/**
 * The one rule of "paid": the order is marked paid only here, on the provider's word, and only
 * once. On the repository it is given, so a webhook can apply it in the transaction that
 * remembers its event.
 */
export async function applyPaymentStatus(
  payments: PaymentsRepository,
  payment: PaymentRow,
  { status, failure, failureCode, providerPaymentId }: ProviderStatus,
  now: Date,
): Promise<AppliedStatus> {
  if (providerPaymentId && providerPaymentId !== payment.provider_payment_id) await payments.renamed(payment.id, providerPaymentId);
  const changed = await payments.applyStatus(payment.id, status, failure, failure ? (failureCode ?? null) : null);
  const current = changed ?? (await payments.byId(payment.id)) ?? payment;
  if (current.status !== 'succeeded') return { payment: current, paidAt: null };
  return { payment: current, paidAt: (await payments.markOrderPaid(current.order_id, now)) ? now : null };
}

/** Runs the onOrderPaid listeners for the call that marked the order paid; one that throws is logged. */
export async function announceOrderPaid(app: App, { payment, paidAt }: AppliedStatus): Promise<void> {
  if (!paidAt) return;
  const payments = app.repositories.payments;
  const order = await payments.payableOrder(await payments.orderToken(payment.order_id));
  if (!order) return;
  for (const listener of app.onOrderPaid) {
    try {
      await listener({
        orderId: order.id, orderToken: order.token, userId: order.user_id, deliveryType: order.delivery_type,
        amount: Number(payment.amount), currency: payment.currency, paidAt,
      });
    } catch (error) {
      app.log.error({ err: error, orderId: order.id }, 'an onOrderPaid listener failed');
    }
  }
}

/**
 * Applies what the provider said about a payment (its answer or a status check), then tells the
 * onOrderPaid listeners if this call paid the order. Returns the payment as it now is.
 */
export async function recordPaymentStatus(app: App, payment: PaymentRow, status: ProviderStatus): Promise<PaymentRow> {
  const applied = await applyPaymentStatus(app.repositories.payments, payment, status, app.now());
  await announceOrderPaid(app, applied);
  return applied.payment;
}
