import { groupOrderMethods } from 'shared-contracts/payments/group-order-methods';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import { HttpError } from '../../http-error';
import type { PayableOrder } from '../../repositories/payments-repository';
import { belowMinimumRefusal } from './below-minimum';
import { closablePayment } from './closable-payment';
import { METHOD_CHANGE_TEXTS } from './method-change-texts';
import { isPaymentMethodOffered } from './offered-payment-methods';
import { paymentRefusal } from './payment-refusal';
import { PAYMENT_TEXTS } from './payment-texts';
import { abandonedRefusal } from '../orders/unpaid-order-abandonment';

/**
 * Spec §4 requires-payment-method ("failed, try another method"): an unpaid order pays by another
 * method offered for it from now on. Its open payment is closed in the same transaction as the
 * change, so a concurrent attempt to pay either ran first (and the change is refused) or finds
 * the payment closed; a Stripe intent, which the browser confirms with Stripe directly, is
 * cancelled at Stripe first, by the payment's own provider (closablePayment): one the API can no
 * longer ask (the shop's card provider was switched since) refuses the change. The amount stays
 * the stored order's. Asking twice changes it once. Refusals are written in `language` (the
 * request's).
 */
export async function changePaymentMethod(app: App, order: PayableOrder, method: PaymentMethod, language: Language): Promise<void> {
  const refused = (status: number, text: keyof typeof METHOD_CHANGE_TEXTS) => paymentRefusal(status, METHOD_CHANGE_TEXTS[text], language, { method });
  if (order.payment_method === method) return;
  if (order.paid_at) throw refused(409, 'already_paid');
  // A split group order (issue 7) is paid share by share, by card; its shares and the order keep it.
  // An integral one is paid by card or cash on delivery (spec §4), after a failed card payment too.
  const group = order.share_id === null ? await app.repositories.groupOrders.byOrderId(order.id) : undefined;
  if (order.share_id !== null || group?.payment_mode === 'split') throw refused(409, 'shares_pay_by_card');
  const groupMethods = group ? groupOrderMethods(group.payment_mode) : null;
  if (groupMethods && !groupMethods.includes(method)) throw refused(422, 'integral_methods');
  if (!(await isPaymentMethodOffered(app, method, order.delivery_type, order.store_id))) throw refused(422, 'not_offered');
  // Before its payment is closed: an order under the method's least charge could not be paid by it.
  const currency = (await app.repositories.website.website()).currency;
  const belowMinimum = belowMinimumRefusal(app, method, order.total, currency, language);
  if (belowMinimum) throw new HttpError(422, belowMinimum, 'payment_method');
  const state = await closablePayment(app, order, 'a change of method', language);
  if (state === 'order_changed') throw paymentRefusal(409, PAYMENT_TEXTS.method_changed, language);
  if (state === 'unreachable') throw paymentRefusal(502, PAYMENT_TEXTS.provider_unavailable, language);
  // Paid or settling at the provider meanwhile: that is the order's payment, not another one.
  if (state === 'succeeded') throw refused(409, 'already_paid');
  if (state === 'processing' || state === 'under_way') throw refused(409, 'under_way');
  const outcome = await app.repositories.payments.changeMethod(order.id, method, state.closable);
  if (outcome === 'paid') throw refused(409, 'already_paid');
  if (outcome === 'under_way') throw refused(409, 'under_way');
  if (outcome === 'abandoned') throw abandonedRefusal(language, order);
}
