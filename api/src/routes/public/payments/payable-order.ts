import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { contentLanguageOf } from '../../../domain/language';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { PAYMENT_TEXTS } from '../../../domain/payments/payment-texts';
import { shareTakenOver } from '../../../domain/payments/share-taken-over';
import { abandonIfOverdue, abandonedRefusal } from '../../../domain/orders/unpaid-order-abandonment';
import type { PayableOrder, PaymentRow } from '../../../repositories/payments-repository';

/**
 * The order named by its token; 404 when there is none, 409 under a participant's token of a
 * share the organiser has taken over since (issue 7), and 409 for an order abandoned unpaid: one
 * overdue is abandoned first, so it is never paid past its deadline while no round has run.
 */
export async function payableOrderOf(app: App, request: FastifyRequest, token: string): Promise<PayableOrder> {
  const order = await app.repositories.payments.payableOrder(token);
  const language = contentLanguageOf(request);
  if (order && (await abandonIfOverdue(app, order, language))) throw abandonedRefusal(language, order);
  if (order) return order;
  throw (await shareTakenOver(app, { formerToken: token }, language)) ?? paymentRefusal(404, PAYMENT_TEXTS.order_not_found, language);
}

/**
 * The order's payment; 404 before the payment screen started it. A share the organiser took over
 * between reading the order and its payment has none open either: said as taken over (409), not as
 * never started. With `endedToo` (reading it), an order with no open payment answers the one its
 * provider ended unpaid and closed (payments-repository's endedByProvider), until the next start.
 */
export async function startedPaymentOf(
  app: App,
  request: FastifyRequest,
  token: string,
  { endedToo = false } = {},
): Promise<{ order: PayableOrder; payment: PaymentRow }> {
  const order = await payableOrderOf(app, request, token);
  const payments = app.repositories.payments;
  const payment = (await payments.forOrder(order.id, order.share_id)) ?? (endedToo && order.share_id === null ? await payments.endedByProvider(order.id) : null);
  if (payment && payment.status !== 'creating') return { order, payment };
  const language = contentLanguageOf(request);
  const takenOver = order.share_id === null ? null : await shareTakenOver(app, { id: order.share_id }, language);
  throw takenOver ?? paymentRefusal(404, PAYMENT_TEXTS.payment_not_started, language);
}

/**
 * After an attempt was not started (another is under way, or the order is paid): the payment as
 * it now is; 409 when its payment was closed since: the order pays by another method, or the
 * organiser took the share over (issue 7), as the refusal says.
 */
export async function paymentAsItIs(app: App, payment: PaymentRow, request: FastifyRequest): Promise<PaymentRow> {
  const current = await app.repositories.payments.forOrder(payment.order_id, payment.share_id);
  if (current?.id === payment.id) return current;
  const language = contentLanguageOf(request);
  const takenOver = payment.share_id === null ? null : await shareTakenOver(app, { id: payment.share_id }, language);
  throw takenOver ?? paymentRefusal(409, PAYMENT_TEXTS.method_changed, language);
}
