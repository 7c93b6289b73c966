import type { App } from '../../app-instance';
import type { Outcome } from '../../repositories/group-orders-repository';
import { isPayable } from '../../repositories/payments-repository';
import { ownProvider } from '../payments/abandoned-start';
import { cancelAtProvider } from '../payments/cancel-at-provider';

/**
 * The organiser pays for a participant (spec §4, §6). Once the split group order is placed, that
 * takes over the participant's unpaid share (issue 7), and a share is paid once, by whoever pays
 * first: the participant's open payment is closed as it is taken over. One their browser could
 * still pay at its provider (a Stripe intent, confirmed with Stripe directly) is cancelled there
 * first, as a change of method does; paid or settling meanwhile, it is recorded and the take-over
 * is refused. One made by a provider this API can no longer ask is never closed.
 */
export async function payForParticipant(app: App, tokenHash: string, participantId: number): Promise<Outcome<null>> {
  const groupOrders = app.repositories.groupOrders;
  const open = await groupOrders.openSharePayment(tokenHash, participantId);
  const provider = open && isPayable(open) ? ownProvider(app, open) : null;
  let cancelled: number | null = null;
  if (open && provider) {
    const ended = await cancelAtProvider(app, provider, open, 'a share is taken over');
    if (ended === 'unreachable') return { ok: false, refused: 'share_payment_unknown' };
    if (ended !== 'cancelled') return { ok: false, refused: ended === 'succeeded' ? 'already_paid' : 'share_payment_under_way' };
    cancelled = open.id;
  }
  return groupOrders.payFor(tokenHash, participantId, (payment) => {
    if (payment.id === cancelled) return true;
    // Charged only through this API (the sandbox, Braintree): closing the row closes the payment.
    const own = ownProvider(app, payment);
    return own !== null && !own.cancel;
  });
}
