import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { contentLanguageOf } from '../../../domain/language';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { PAYMENT_TEXTS } from '../../../domain/payments/payment-texts';
import type { PayableOrder, PaymentRow } from '../../../repositories/payments-repository';

/** The order named by its token; 404 when there is none. */
export async function payableOrderOf(app: App, request: FastifyRequest, token: string): Promise<PayableOrder> {
  const order = await app.repositories.payments.payableOrder(token);
  if (!order) throw paymentRefusal(404, PAYMENT_TEXTS.order_not_found, contentLanguageOf(request));
  return order;
}

/** The order's payment; 404 before the payment screen started it. */
export async function startedPaymentOf(app: App, request: FastifyRequest, token: string): Promise<{ order: PayableOrder; payment: PaymentRow }> {
  const order = await payableOrderOf(app, request, token);
  const payment = await app.repositories.payments.forOrder(order.id, order.share_id);
  if (!payment || payment.status === 'creating') throw paymentRefusal(404, PAYMENT_TEXTS.payment_not_started, contentLanguageOf(request));
  return { order, payment };
}

/**
 * After an attempt was not started (another is under way, or the order is paid): the payment as
 * it now is; 409 when the order pays by another method since (its payment was replaced).
 */
export async function paymentAsItIs(app: App, payment: PaymentRow, request: FastifyRequest): Promise<PaymentRow> {
  const current = await app.repositories.payments.forOrder(payment.order_id, payment.share_id);
  if (current?.id !== payment.id) throw paymentRefusal(409, PAYMENT_TEXTS.method_changed, contentLanguageOf(request));
  return current;
}
