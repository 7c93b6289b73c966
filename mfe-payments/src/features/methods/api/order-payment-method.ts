import { api } from 'shared-contracts/api/client';
import type { OrderPaymentMethods } from 'shared-contracts/payments/payment-status';
import type { PaymentMethod } from 'shared-contracts/types/cart';

const path = (orderToken: string) => `public/payments/${encodeURIComponent(orderToken)}/method`;

/** GET public/payments/{orderToken}/method: the order's method and the ones offered for it. */
export function readOrderPaymentMethods(orderToken: string): Promise<OrderPaymentMethods> {
  return api().get(path(orderToken)).json<OrderPaymentMethods>();
}

/**
 * PUT public/payments/{orderToken}/method: the unpaid order pays by another offered method from now
 * on. Quiet: the form shows why a change was refused, under its choices.
 */
export function changeOrderPaymentMethod(orderToken: string, paymentMethod: PaymentMethod): Promise<OrderPaymentMethods> {
  return api().put(path(orderToken), { json: { payment_method: paymentMethod }, context: { quiet: true } }).json<OrderPaymentMethods>();
}
