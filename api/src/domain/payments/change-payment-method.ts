import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { App } from '../../app-instance';
import { HttpError } from '../../http-error';
import type { PayableOrder } from '../../repositories/payments-repository';
import { isPaymentMethodOffered } from './offered-payment-methods';
import { recordPaymentStatus } from './record-payment-status';

export const ALREADY_PAID = 'This order is paid: its payment method cannot change any more.';
export const SHARES_PAY_BY_CARD = 'In this group order everyone pays their own share by card: the method cannot change.';
export const PAYMENT_UNDER_WAY = 'A payment of this order is under way. Please wait for its outcome before choosing another method.';

/**
 * Spec §4 requires-payment-method ("failed, try another method"): an unpaid order pays by another
 * method offered for it from now on. Its open payment is closed in the same transaction as the
 * change, so a concurrent attempt to pay either ran first (and the change is refused) or finds
 * the payment closed; a Stripe intent, which the browser confirms with Stripe directly, is
 * cancelled at Stripe first. The amount stays the stored order's. Asking twice changes it once.
 */
export async function changePaymentMethod(app: App, order: PayableOrder, method: PaymentMethod): Promise<void> {
  if (order.payment_method === method) return;
  if (order.paid_at) throw new HttpError(409, ALREADY_PAID);
  // A split group order (issue 7) is paid share by share, by card; its shares and the order keep it.
  if (order.share_id !== null || (await app.repositories.groupOrders.isPaidByShares(order.id))) throw new HttpError(409, SHARES_PAY_BY_CARD);
  if (!(await isPaymentMethodOffered(app, method, order.delivery_type, order.store_id))) {
    throw new HttpError(422, `Payment method "${method}" is not offered for this order.`);
  }
  const payments = app.repositories.payments;
  const open = await payments.forOrder(order.id);
  const provider = open ? app.paymentProviders[open.method] : null;
  if (open?.provider_payment_id && provider?.cancel && provider.name === open.provider && (open.status === 'awaiting_payment' || open.status === 'requires_payment_method')) {
    let ended;
    try {
      ended = await provider.cancel(open.provider_payment_id);
    } catch (error) {
      app.log.warn({ err: error, provider: provider.name }, 'cancelling a payment before a change of method failed');
      throw new HttpError(502, 'The payment provider did not answer. Please try again in a moment.');
    }
    // Paid or settling at the provider meanwhile: that is the order's payment, not another one.
    if (ended.status === 'succeeded' || ended.status === 'processing') {
      await recordPaymentStatus(app, open, ended);
      throw new HttpError(409, ended.status === 'succeeded' ? ALREADY_PAID : PAYMENT_UNDER_WAY);
    }
  }
  const outcome = await payments.changeMethod(order.id, method);
  if (outcome === 'paid') throw new HttpError(409, ALREADY_PAID);
  if (outcome === 'under_way') throw new HttpError(409, PAYMENT_UNDER_WAY);
}
