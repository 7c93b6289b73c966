import type { App } from '../../app-instance';
import type { GroupOrdersRepository } from '../../repositories/group-orders-repository';
import type { PaymentRow, PaymentsRepository } from '../../repositories/payments-repository';
import { groupOrderTopic } from '../group-orders/participant-token';
import { tellOrderPaid } from './confirm-order-paid';
import type { ProviderStatus } from './payment-provider';

/**
 * What applying the provider's word did: the payment as it now is, when the order became paid
 * (only for the call that paid it), and the group order whose share it paid (issue 7).
 */
export interface AppliedStatus {
  payment: PaymentRow;
  paidAt: Date | null;
  groupOrderId: number | null;
}

/**
 * The one rule of "paid" on a provider's word: the order is marked paid only here, and only once;
 * a share of a group's order marks the share, and the order once its last share is paid. On the
 * repositories it is given, so a webhook can apply it in the transaction that remembers its event.
 */
export async function applyPaymentStatus(
  repositories: { payments: PaymentsRepository; groupOrders: GroupOrdersRepository },
  payment: PaymentRow,
  { status, failure, failureCode, providerPaymentId }: ProviderStatus,
  now: Date,
): Promise<AppliedStatus> {
  const { payments, groupOrders } = repositories;
  if (providerPaymentId && providerPaymentId !== payment.provider_payment_id) await payments.renamed(payment.id, providerPaymentId);
  const changed = await payments.applyStatus(payment.id, status, failure, failure ? (failureCode ?? null) : null);
  const current = changed ?? (await payments.byId(payment.id)) ?? payment;
  if (current.status !== 'succeeded') return { payment: current, paidAt: null, groupOrderId: null };
  const share = current.share_id === null ? null : await groupOrders.markSharePaid(current.share_id, now);
  if (share && !share.orderSettled) return { payment: current, paidAt: null, groupOrderId: share.groupOrderId };
  const paidAt = (await payments.markOrderPaid(current.order_id, now)) ? now : null;
  return { payment: current, paidAt, groupOrderId: share?.groupOrderId ?? null };
}

/**
 * After the change is stored: the group order's screens are told of a paid share, and the
 * onOrderPaid listeners run for the call that marked the order paid, with the order's whole total.
 */
export async function announceOrderPaid(app: App, { payment, paidAt, groupOrderId }: AppliedStatus): Promise<void> {
  if (groupOrderId !== null) await app.live.changed(groupOrderTopic(groupOrderId));
  if (!paidAt) return;
  const payments = app.repositories.payments;
  const order = await payments.payableOrder(await payments.orderToken(payment.order_id));
  if (order) await tellOrderPaid(app, order, { amount: order.total, currency: payment.currency }, paidAt);
}

/**
 * Applies what the provider said about a payment (its answer or a status check), then tells the
 * listeners if this call paid the order. Returns the payment as it now is.
 */
export async function recordPaymentStatus(app: App, payment: PaymentRow, status: ProviderStatus): Promise<PaymentRow> {
  const applied = await applyPaymentStatus(app.repositories, payment, status, app.now());
  await announceOrderPaid(app, applied);
  return applied.payment;
}
