import type { App } from '../../../app-instance';
import { notFound } from '../../../http-error';
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
