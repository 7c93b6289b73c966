import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { PayableOrder } from '../../repositories/payments-repository';
import { closablePayment } from '../payments/closable-payment';
import { paymentRefusal } from '../payments/payment-refusal';
import { PAYMENT_TEXTS } from '../payments/payment-texts';
import { shopOrigin } from '../shop-origin';
import { brandLanguage } from '../website-settings';
import { abandonedOrderEmail, type AbandonedOrder } from './abandoned-order-email';

/**
 * The orders the deadline covers: paid online, by the order itself. A table's order is paid at the
 * table, and a group's order (or a share of one) is settled by its organiser, who pays for, removes
 * or deletes. abandoned-orders-repository's overdue query says the same in SQL.
 */
export function cancelledIfUnpaid(order: PayableOrder): boolean {
  return order.share_id === null && !order.in_group_order && order.delivery_type !== 'table' && isOnlinePaymentMethod(order.payment_method);
}

/** How many overdue orders one round takes on; the next rounds take the rest. */
const ROUND_SIZE = 50;

/**
 * Abandons the order if it is overdue (shared-contracts' unpaid-order-deadline): its open payment
 * is first made closable (cancelled at its provider where a browser could still pay it there; one
 * left settling or unverified is asked about again), then closed in the transaction that marks the
 * order abandoned, gives back its points and voucher and e-mails the customer
 * (abandoned-order-email). A payment found paid or settling at the provider meanwhile is recorded
 * instead, and one that cannot be closed yet (an attempt under way, its provider silent, a payment
 * unverified for less than UNVERIFIED_PAYMENT_HOLDS_MS) leaves the order to a later round. Answers
 * whether the order is abandoned now.
 */
export async function abandonIfOverdue(app: App, order: PayableOrder, language: Language): Promise<boolean> {
  if (order.abandoned_at) return true;
  if (!cancelledIfUnpaid(order) || order.paid_at || !(await app.repositories.abandonedOrders.isOverdue(order.id))) return false;
  const state = await closablePayment(app, order, 'abandoning an unpaid order', language);
  if (typeof state === 'string') return false;
  const website = await app.repositories.website.website();
  // The wall clock, as the database's that placed the order and found it overdue.
  const notice = (abandoned: AbandonedOrder, placedIn: Language | null) =>
    abandonedOrderEmail(abandoned, placedIn ?? brandLanguage(website), shopOrigin(app, undefined), new Date());
  const outcome = await app.repositories.abandonedOrders.abandon(order.id, state.closable, notice);
  if (outcome === 'abandoned') app.log.info({ orderId: order.id }, 'order abandoned unpaid');
  return outcome === 'abandoned';
}

/** Every payment call for an abandoned order is refused with this, in the request's language. */
export function abandonedRefusal(language: Language) {
  return paymentRefusal(409, PAYMENT_TEXTS.order_abandoned, language, { minutes: UNPAID_ORDER_DEADLINE_MINUTES });
}

/**
 * One round over the overdue orders (those no round took on yet first, then those taken on longest
 * ago: abandoned-orders-repository's overdue), so an order nobody comes back to pay still gives
 * back its points, voucher and kitchen slot. An order that fails is logged and left to a later
 * round. Answers how many were abandoned. `roundSize`: ROUND_SIZE, but for tests.
 */
export async function abandonOverdueOrders(app: App, roundSize = ROUND_SIZE): Promise<number> {
  let abandoned = 0;
  for (const token of await app.repositories.abandonedOrders.overdue(roundSize)) {
    try {
      const order = await app.repositories.payments.payableOrder(token);
      // English: a refusal while asking a provider is only logged here.
      if (order && (await abandonIfOverdue(app, order, 'en'))) abandoned += 1;
    } catch (error) {
      app.log.warn({ err: error, orderToken: token }, 'abandoning an unpaid order failed; will retry');
    }
  }
  return abandoned;
}
