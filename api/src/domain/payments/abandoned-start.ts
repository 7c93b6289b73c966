import type { App } from '../../app-instance';
import type { PaymentRow } from '../../repositories/payments-repository';
import type { PaymentProvider } from './payment-provider';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-timeout';

/**
 * How old a start still 'creating' is when the request that made it is taken to be gone (the API
 * died while asking its provider): far beyond the two provider calls a start may make
 * (PROVIDER_CALL_TIMEOUT_MS each) and the 15 s other requests wait for it.
 */
export const ABANDONED_START_MS = Math.max(2 * 60_000, 30 * PROVIDER_CALL_TIMEOUT_MS);

/**
 * The provider a payment was made with, when this API still has its client (the shop's card
 * provider may have been switched since); null when it cannot be asked.
 */
export function ownProvider(app: App, payment: PaymentRow): PaymentProvider | null {
  const provider = app.paymentProviders[payment.method];
  return provider?.name === payment.provider ? provider : null;
}
