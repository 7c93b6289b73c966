import type { App } from '../../app-instance';
import type { PaymentRow } from '../../repositories/payments-repository';
import type { PaymentProvider } from './payment-provider';
import { recordPaymentStatus } from './record-payment-status';

/**
 * Before the API closes a payable payment, one a browser may still pay at its provider directly (a
 * Stripe intent) is cancelled there: 'cancelled' once nobody can pay it (at once for a provider
 * whose every charge goes through the API); 'succeeded' or 'processing' when it was paid or is
 * settling meanwhile (recorded: that is the payment, not another one); 'unreachable' when the
 * provider did not answer (logged, `closing` says what for), so whether it can be paid is unknown.
 */
export async function cancelAtProvider(
  app: App,
  provider: PaymentProvider,
  payment: PaymentRow,
  closing: string,
): Promise<'cancelled' | 'succeeded' | 'processing' | 'unreachable'> {
  if (!provider.cancel || !payment.provider_payment_id) return 'cancelled';
  let ended;
  try {
    ended = await provider.cancel(payment.provider_payment_id);
  } catch (error) {
    app.log.warn({ err: error, provider: provider.name }, `cancelling a payment before ${closing} failed`);
    return 'unreachable';
  }
  if (ended.status !== 'succeeded' && ended.status !== 'processing') return 'cancelled';
  await recordPaymentStatus(app, payment, ended);
  return ended.status;
}
