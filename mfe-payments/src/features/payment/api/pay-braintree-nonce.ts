import { api } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';

/** POST public/payments/{orderToken}/braintree-nonce: the API makes the sale for the stored amount. */
export function payBraintreeNonce(orderToken: string, nonce: string): Promise<Payment> {
  return api().post(`public/payments/${encodeURIComponent(orderToken)}/braintree-nonce`, { json: { nonce } }).json<Payment>();
}
