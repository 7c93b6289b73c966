import { api } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';

/** POST public/payments: the order's payment, created once by the API whatever the number of calls. */
export function startPayment(orderToken: string): Promise<Payment> {
  return api().post('public/payments', { json: { order_token: orderToken } }).json<Payment>();
}

/**
 * GET public/payments/{orderToken}: the API asks its provider first, so this is the latest word.
 * Quiet when the caller shows the failure itself.
 */
export function readPayment(orderToken: string, { quiet = false } = {}): Promise<Payment> {
  return api().get(`public/payments/${encodeURIComponent(orderToken)}`, { context: { quiet } }).json<Payment>();
}

/** PayPal: the customer approved the order in the buttons; the API captures it. */
export function capturePaypal(orderToken: string): Promise<Payment> {
  return api().post(`public/payments/${encodeURIComponent(orderToken)}/paypal-capture`).json<Payment>();
}
