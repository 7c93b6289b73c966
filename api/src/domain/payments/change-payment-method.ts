import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import { isPayable, type PayableOrder } from '../../repositories/payments-repository';
import { ABANDONED_START_MS, ownProvider } from './abandoned-start';
import { askProvider } from './create-payment';
import { METHOD_CHANGE_TEXTS } from './method-change-texts';
import { isPaymentMethodOffered } from './offered-payment-methods';
import { paymentRefusal } from './payment-refusal';
import { PAYMENT_TEXTS } from './payment-texts';
import { cancelAtProvider } from './cancel-at-provider';

/**
 * Spec §4 requires-payment-method ("failed, try another method"): an unpaid order pays by another
 * method offered for it from now on. Its open payment is closed in the same transaction as the
 * change, so a concurrent attempt to pay either ran first (and the change is refused) or finds
 * the payment closed; a Stripe intent, which the browser confirms with Stripe directly, is
 * cancelled at Stripe first, by the payment's own provider: one the API can no longer ask (the
 * shop's card provider was switched since) refuses the change. A start abandoned while asking
 * its provider (see ABANDONED_START_MS) is first finished, asking again with the same key, so
 * the payment the provider may have made is found and cancelled as any other. The amount stays
 * the stored order's. Asking twice changes it once. Refusals are written in `language` (the
 * request's).
 */
export async function changePaymentMethod(app: App, order: PayableOrder, method: PaymentMethod, language: Language): Promise<void> {
  const refused = (status: number, text: keyof typeof METHOD_CHANGE_TEXTS) => paymentRefusal(status, METHOD_CHANGE_TEXTS[text], language, { method });
  if (order.payment_method === method) return;
  if (order.paid_at) throw refused(409, 'already_paid');
  // A split group order (issue 7) is paid share by share, by card; its shares and the order keep it.
  if (order.share_id !== null || (await app.repositories.groupOrders.isPaidByShares(order.id))) throw refused(409, 'shares_pay_by_card');
  if (!(await isPaymentMethodOffered(app, method, order.delivery_type, order.store_id))) throw refused(422, 'not_offered');
  const payments = app.repositories.payments;
  let open = await payments.forOrder(order.id);
  const provider = open ? ownProvider(app, open) : null;
  if (open?.status === 'creating' && provider) {
    const claim = await payments.takeOver(open, ABANDONED_START_MS);
    if (claim === 'order_changed') throw paymentRefusal(409, PAYMENT_TEXTS.method_changed, language);
    // Young (another request is asking its provider) or taken meanwhile: changeMethod says under way.
    if (claim) open = (await askProvider(app, provider, claim, order, undefined, language)) ?? open;
  }
  // Found payable, the payment this change may close once a browser can no longer pay it.
  const payable = open && isPayable(open) ? open : null;
  // Its provider cannot be asked whether a browser may still pay it: the state is unknown.
  if (payable && !provider) throw refused(409, 'under_way');
  if (payable && provider) {
    const ended = await cancelAtProvider(app, provider, payable, 'a change of method');
    if (ended === 'unreachable') throw paymentRefusal(502, PAYMENT_TEXTS.provider_unavailable, language);
    // Paid or settling at the provider meanwhile: that is the order's payment, not another one.
    if (ended !== 'cancelled') throw refused(409, ended === 'succeeded' ? 'already_paid' : 'under_way');
  }
  const outcome = await payments.changeMethod(order.id, method, payable?.id ?? null);
  if (outcome === 'paid') throw refused(409, 'already_paid');
  if (outcome === 'under_way') throw refused(409, 'under_way');
}
