import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import { isClosable, isPayable, type PayableOrder } from '../../repositories/payments-repository';
import { ABANDONED_START_MS, ownProvider } from './abandoned-start';
import { cancelAtProvider } from './cancel-at-provider';
import { askProvider } from './create-payment';
import { AmountTooSmallError } from './payment-provider';
import { recordPaymentStatus } from './record-payment-status';

/**
 * Where an order's open payment stands before the API closes it (a change of method, or the order
 * abandoned unpaid): `closable` names the payment found closable (isClosable: payable, or unverified
 * for long) and, where a browser could still pay it at its provider (a Stripe intent), cancelled
 * there, or null when none was (any other open payment makes the closing transaction answer that a
 * payment is under way). Otherwise why it cannot be closed: 'order_changed' (the order pays by
 * another method since), 'under_way' (payable, but its provider, no longer the shop's, cannot be
 * asked), 'unreachable' (the provider did not answer), 'succeeded' or 'processing' (paid or settling
 * at the provider meanwhile: recorded).
 */
export type ClosablePayment = { closable: number | null } | 'order_changed' | 'under_way' | 'unreachable' | 'succeeded' | 'processing';

/**
 * The order's (or the share's) open payment made safe to close. A start abandoned while asking its provider (see
 * ABANDONED_START_MS) is first finished, asking again with the same key, so the payment the
 * provider may have made is found and cancelled as any other. `closing` names what for, in the
 * log; `language` is a refusal's while asking the provider.
 */
export async function closablePayment(app: App, order: PayableOrder, closing: string, language: Language): Promise<ClosablePayment> {
  const payments = app.repositories.payments;
  // A share of a split group order has its own payment; an order's own has no share (share_id null).
  let open = await payments.forOrder(order.id, order.share_id);
  const provider = open ? ownProvider(app, open) : null;
  if (open?.status === 'creating' && provider) {
    const claim = await payments.takeOver(open, ABANDONED_START_MS);
    if (claim === 'order_changed') return 'order_changed';
    // Young (another request is asking its provider) or taken meanwhile: closing finds it under way.
    if (claim) {
      const asked = await askProvider(app, provider, claim, order, undefined, language).catch(madeNothingIfTooSmall);
      // Refused as too small, the provider made nothing and the claim is gone: nothing to close.
      open = asked === 'made_nothing' ? null : (asked ?? open);
    }
  }
  if (open && provider && open.provider_payment_id && (open.status === 'processing' || open.status === 'error_checking')) {
    // Settling or unverified: the provider's word may have come without its webhook (lost, or one
    // not acted on), and without asking, the order would wait for it for ever. Its answer is
    // recorded as a status check's, so an attempt under way is not reopened (ATTEMPT_GRACE_MS).
    try {
      open = await recordPaymentStatus(app, open, await provider.retrieve(open.provider_payment_id), { statusCheck: true });
    } catch (error) {
      app.log.warn({ err: error, provider: provider.name }, `checking a payment before ${closing} failed`);
      // Whether it was paid meanwhile is unknown; one unverified for long is closed all the same.
      if (!isClosable(open)) return 'unreachable';
    }
    if (open.status === 'succeeded' || open.status === 'processing') return open.status;
  }
  if (open && isPayable(open)) {
    // Its provider cannot be asked whether a browser may still pay it: the state is unknown.
    if (!provider) return 'under_way';
    const ended = await cancelAtProvider(app, provider, open, closing);
    if (ended !== 'cancelled') return ended;
  }
  return { closable: open && isClosable(open) ? open.id : null };
}

function madeNothingIfTooSmall(error: unknown): 'made_nothing' {
  if (error instanceof AmountTooSmallError) return 'made_nothing';
  throw error;
}
