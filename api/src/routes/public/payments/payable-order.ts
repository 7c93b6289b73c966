import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { requestLanguage, translate } from '../../../domain/language';
import { PAYMENT_TEXTS } from '../../../domain/payments/payment-texts';
import { HttpError, notFound } from '../../../http-error';
import type { PayableOrder, PaymentRow } from '../../../repositories/payments-repository';

export async function payableOrderOf(app: App, token: string): Promise<PayableOrder> {
  const order = await app.repositories.payments.payableOrder(token);
  if (!order) throw notFound('There is no order with this link.');
  return order;
}

/** The order's payment; 404 before the payment screen started it. */
export async function startedPaymentOf(app: App, token: string): Promise<{ order: PayableOrder; payment: PaymentRow }> {
  const order = await payableOrderOf(app, token);
  const payment = await app.repositories.payments.forOrder(order.id, order.share_id);
  if (!payment || payment.status === 'creating') throw notFound('No payment was started for this order yet.');
  return { order, payment };
}

/**
 * After an attempt was not started (another is under way, or the order is paid): the payment as
 * it now is; 409 when the order pays by another method since (its payment was replaced), said in
 * the request's Content-Language.
 */
export async function paymentAsItIs(app: App, payment: PaymentRow, request: FastifyRequest): Promise<PaymentRow> {
  const current = await app.repositories.payments.forOrder(payment.order_id, payment.share_id);
  if (current?.id !== payment.id) {
    throw new HttpError(409, translate(PAYMENT_TEXTS.method_changed, requestLanguage(undefined, request.headers['content-language'])));
  }
  return current;
}
