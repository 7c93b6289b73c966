import type { App } from '../../app-instance';
import type { GroupOrdersRepository } from '../../repositories/group-orders-repository';
import { takeBackPointsOfReturnedMoney } from '../account/take-back-points';
import { attemptUnderWay, isPayable, type PaymentRow, type PaymentsRepository } from '../../repositories/payments-repository';
import { groupOrderTopic } from '../group-orders/participant-token';
import { ABANDONED_START_MS } from './abandoned-start';
import { tellOrderPaid } from './confirm-order-paid';
import type { MoneyReturnedEvent, PaymentProvider, ProviderStatus } from './payment-provider';

/**
 * How long an attempt under way may still be charged while its provider knows of no charge yet: a
 * Braintree sale (no idempotency) is listed by its search only once made, and may be made after the
 * API gave up on its answer (BRAINTREE_TIMEOUT_MS). ABANDONED_START_MS, the API's bound for a
 * provider call surely over, is well past that and the 60 s Braintree's own SDK allows a call.
 */
export const ATTEMPT_GRACE_MS = ABANDONED_START_MS;

/**
 * Money the shop's staff must see to by hand, logged as an error: a success for a payment that was
 * closed (replaced by another method, or its order abandoned unpaid) is money taken for an order
 * that will not be made, to be refunded; a sale counted as paid whose settlement was declined since
 * is an order paid that may never be.
 */
export type MoneyToSeeTo = 'paid_after_closing' | 'declined_after_paid';

/**
 * What applying the provider's word did: the payment as it now is, when the order became paid
 * (only for the call that paid it), and the group order whose share it paid (issue 7).
 */
export interface AppliedStatus {
  payment: PaymentRow;
  paidAt: Date | null;
  groupOrderId: number | null;
  /** Set only for the call that learnt it. */
  moneyToSeeTo: MoneyToSeeTo | null;
  /**
   * The word would have made an attempt under way payable, and was left unapplied for now
   * (ATTEMPT_GRACE_MS): a webhook's provider is asked to send it again later.
   */
  heldBack: boolean;
}

/**
 * Where the provider's word came from. A status check and a webhook are not the attempt's own
 * answer: either may still name the decline of the attempt before it, so neither makes an attempt
 * younger than ATTEMPT_GRACE_MS payable.
 */
export interface StatusSource {
  statusCheck?: boolean;
  webhook?: boolean;
}

/**
 * The one rule of "paid" on a provider's word: the order is marked paid only here, and only once;
 * a share of a group's order marks the share, and the order once its last share is paid. On the
 * repositories it is given, so a webhook can apply it in the transaction that remembers its event.
 * A status check or a webhook finding no charge leaves an attempt under way as it is
 * (ATTEMPT_GRACE_MS). A provider's payment that ended unpaid (ProviderStatus' `ended`) closes the
 * payment. A closed payment's success is recorded on it, but pays neither its share nor its order.
 */
export async function applyPaymentStatus(
  repositories: { payments: PaymentsRepository; groupOrders: GroupOrdersRepository },
  payment: PaymentRow,
  { status, failure, failureCode, providerPaymentId, ended }: ProviderStatus,
  now: Date,
  { statusCheck = false, webhook = false }: StatusSource = {},
): Promise<AppliedStatus> {
  const { payments, groupOrders } = repositories;
  if (providerPaymentId && providerPaymentId !== payment.provider_payment_id) await payments.renamed(payment.id, providerPaymentId);
  // By the API's clock, as startAttempt wrote attempt_started_at.
  const attemptsStartedAfter = statusCheck || webhook ? new Date(Date.now() - ATTEMPT_GRACE_MS) : null;
  const changed = await payments.applyStatus(payment.id, status, failure, failure ? (failureCode ?? null) : null, { attemptsStartedAfter, ended });
  const current = changed ?? (await payments.byId(payment.id)) ?? payment;
  const heldBack = !changed && attemptsStartedAfter !== null && isPayable({ status }) && attemptUnderWay(current, attemptsStartedAfter);
  const unchanged = { payment: current, paidAt: null, groupOrderId: null, moneyToSeeTo: null, heldBack };
  if (current.status !== 'succeeded') return unchanged;
  // A sale counted as paid failed since (Braintree's settlement_declined): the paid order stays paid.
  if (status !== 'succeeded' && failure) return { ...unchanged, moneyToSeeTo: 'declined_after_paid' };
  if (current.replaced_at) return { ...unchanged, moneyToSeeTo: changed ? 'paid_after_closing' : null };
  const share = current.share_id === null ? null : await groupOrders.markSharePaid(current.share_id, now);
  if (share && !share.orderSettled) return { ...unchanged, groupOrderId: share.groupOrderId };
  const paidAt = (await payments.markOrderPaid(current.order_id, now)) ? now : null;
  const abandoned = Boolean(changed) && !paidAt && (await payments.isAbandoned(current.order_id));
  return { payment: current, paidAt, groupOrderId: share?.groupOrderId ?? null, moneyToSeeTo: abandoned ? 'paid_after_closing' : null, heldBack: false };
}

const MONEY_TO_SEE_TO: Record<MoneyToSeeTo, string> = {
  paid_after_closing: 'a payment succeeded for an order abandoned or paying by another method: the money must be refunded by the shop',
  declined_after_paid: 'a payment counted as paid was declined at settlement: the order stays paid, the shop must collect the money',
};

/**
 * After the change is stored: the group order's screens are told of a paid share, and the
 * onOrderPaid listeners run for the call that marked the order paid, with the order's whole total.
 * Money the staff must see to is logged as an error naming the order.
 */
export async function announceOrderPaid(app: App, { payment, paidAt, groupOrderId, moneyToSeeTo }: AppliedStatus): Promise<void> {
  if (moneyToSeeTo) {
    const { id, order_id: orderId, share_id: shareId, provider, provider_payment_id: providerPaymentId, amount, currency, failure } = payment;
    const orderToken = await app.repositories.payments.orderToken(orderId);
    app.log.error({ paymentId: id, orderId, orderToken, shareId, provider, providerPaymentId, amount, currency, failure }, MONEY_TO_SEE_TO[moneyToSeeTo]);
  }
  if (groupOrderId !== null) await app.live.changed(groupOrderTopic(groupOrderId));
  if (!paidAt) return;
  const payments = app.repositories.payments;
  const order = await payments.payableOrder(await payments.orderToken(payment.order_id));
  if (order) await tellOrderPaid(app, order, { amount: order.total, currency: payment.currency }, paidAt);
}

const MONEY_RETURNED: Record<MoneyReturnedEvent['moneyReturned'], string> = {
  reversed: 'the provider took back the money of a payment (a reversal: a dispute or chargeback decided for the buyer): the order stays paid, the shop must see to it',
  refunded: 'a payment was refunded at its provider: the order stays paid',
};

/**
 * Whether all of the payment's money went back. A refund or a reversal that says how much it
 * returned is all of it only when that is the whole amount (PayPal tells each of several partial
 * refunds; a dispute may be over one dish of the order); a refund that does not say counts as not
 * all, a reversal that does not say as all (it takes back the capture). The staff see to the rest.
 */
function wholePaymentReturned(event: MoneyReturnedEvent, payment: PaymentRow): boolean {
  if (event.amountReturned === null) return event.moneyReturned === 'reversed';
  // In cents: 0.1 + 0.2 is not 0.3.
  return Math.round(event.amountReturned * 100) >= Math.round(Number(payment.amount) * 100);
}

/**
 * Money of a payment went back to the buyer (MoneyReturnedEvent): when all of it did, the bonus
 * points it earned go back with it and, once all of the order's money did, the points its customer
 * spent on it and the account voucher it used come back (takeBackPointsOfReturnedMoney, once
 * however often the event comes; what it changed is logged); part of it leaves the points to the
 * staff, who see the log. It is logged with the payment and its
 * order, when the event names one this API made; a reversal, which the shop did not ask for, as an
 * error the staff must see to.
 */
export async function announceMoneyReturned(app: App, provider: PaymentProvider['name'], event: MoneyReturnedEvent): Promise<void> {
  const payments = app.repositories.payments;
  const payment = event.providerPaymentId ? await payments.byProviderPaymentId(provider, event.providerPaymentId) : null;
  const orderToken = payment ? await payments.orderToken(payment.order_id) : null;
  const pointsTakenBack = payment && wholePaymentReturned(event, payment) ? await takeBackPointsOfReturnedMoney(app, payment) : null;
  const fields = { provider, eventId: event.eventId, providerPaymentId: event.providerPaymentId, paymentId: payment?.id ?? null, orderToken, status: payment?.status ?? null, pointsTakenBack, ...event.details };
  if (event.moneyReturned === 'reversed') app.log.error(fields, MONEY_RETURNED.reversed);
  else app.log.warn(fields, MONEY_RETURNED.refunded);
}

/**
 * Applies what the provider said about a payment (its answer or a status check), then tells the
 * listeners if this call paid the order. Returns the payment as it now is.
 */
export async function recordPaymentStatus(app: App, payment: PaymentRow, status: ProviderStatus, source: StatusSource = {}): Promise<PaymentRow> {
  const applied = await applyPaymentStatus(app.repositories, payment, status, app.now(), source);
  await announceOrderPaid(app, applied);
  return applied.payment;
}
