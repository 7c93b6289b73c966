import { isOfflinePaymentMethod, type OfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { PayableOrder } from '../../repositories/payments-repository';
import { closablePayment } from './closable-payment';
import { confirmOrderPaid } from './confirm-order-paid';
import { PAID_BY_HAND_TEXTS } from './paid-by-hand-texts';
import { paymentRefusal } from './payment-refusal';

/**
 * A table order the guest chose to pay online, paid by hand instead (cash or card at the till):
 * the staff's way to close it when the online payment never came, until its unpaid deadline
 * cancels it (unpaid-order-abandonment). Its open payment is first made unpayable as for a change
 * of method (closablePayment, then the locked transaction of changeMethod, which closes it and
 * switches the order to `method`), and only then is the order marked paid. So a guest still
 * paying either was first (the staff are refused, and told whether it was paid) or finds nothing to
 * pay online any more; a start after it is refused for the method; and the deadline's round, which
 * locks the order as changeMethod does, either cancelled it first (refused) or finds it paying by
 * hand. Dying between the two steps leaves an unpaid order paid by hand, which the staff confirm as
 * any other. True for the call that made it paid; false when the staff had done so already.
 */
export async function paidByHandInstead(app: App, order: PayableOrder, method: OfflinePaymentMethod, language: Language): Promise<boolean> {
  const refused = (status: number, text: keyof typeof PAID_BY_HAND_TEXTS) => paymentRefusal(status, PAID_BY_HAND_TEXTS[text], language, { id: order.id });
  // The board was read before it was paid online: no money is to be taken.
  if (order.paid_at) throw refused(409, 'paid_online');
  // Or before it was cancelled unpaid: what it redeemed went back, and nothing can pay it now.
  if (order.abandoned_at) throw refused(409, 'abandoned');
  const state = await closablePayment(app, order, 'the staff taking the money by hand', language);
  // Paid (recorded as such) or settling online meanwhile: that is the order's payment.
  if (state === 'succeeded') throw refused(409, 'paid_online');
  if (state === 'processing') throw refused(409, 'processing');
  if (state === 'under_way') throw refused(409, 'other_provider');
  if (state === 'unreachable') throw refused(502, 'unreachable');
  if (state === 'order_changed') throw refused(409, 'order_changed');
  const outcome = await app.repositories.payments.changeMethod(order.id, method, state.closable);
  if (outcome === 'paid') {
    // Another tap of the staff got there first (with the other offline method): paid by hand already.
    const now = await app.repositories.payments.payableOrder(order.token);
    if (now && isOfflinePaymentMethod(now.payment_method, now.delivery_type)) return false;
    throw refused(409, 'paid_online');
  }
  if (outcome === 'under_way') throw refused(409, 'under_way');
  // Cancelled unpaid (its deadline passed) since the order was read.
  if (outcome === 'abandoned') throw refused(409, 'abandoned');
  app.log.info({ orderId: order.id, method }, 'an order to be paid online was paid by hand instead');
  const { currency } = await app.repositories.website.website();
  return confirmOrderPaid(app, { ...order, payment_method: method }, { amount: order.total, currency });
}
