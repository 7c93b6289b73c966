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
import { groupOrderTopic } from '../group-orders/participant-token';
import { storeTablesTopic, tableTopic } from '../table-ordering/table-topics';
import { abandonedOrderEmail, type AbandonedOrder } from './abandoned-order-email';

/**
 * The orders the deadline covers: paid online, by the order itself. A table's order too: a guest
 * who leaves without paying it online (the tab closed, the card declined) would otherwise keep its
 * points and voucher spent for ever and the table owing, its staff able only to say it was paid by
 * hand; the staff may still take it as paid by hand until it is cancelled. Only while the waiter has
 * not received it (abandoned-orders-repository's waitingOrder): one received may be on the table, and
 * is settled there. A group's order paid as a
 * whole is settled by its organiser, who pays for, removes or deletes. A split group's order, paid
 * share by share, is covered too, but as a whole (abandonUnpaidShares), never a share alone.
 * abandoned-orders-repository's overdue query says the same in SQL.
 */
export function cancelledIfUnpaid(order: PayableOrder): boolean {
  const settledAtTheTable = order.delivery_type === 'table' && order.table_received_at !== null;
  return order.share_id === null && !order.in_group_order && !settledAtTheTable && isOnlinePaymentMethod(order.payment_method);
}

/**
 * A share of a split group's order (not at a table): its order is cancelled if not paid in full in
 * time (abandonUnpaidShares), so its participant is told the order's deadline as a customer is.
 */
export function shareCancelledIfUnpaid(order: PayableOrder): boolean {
  return order.share_id !== null && order.delivery_type !== 'table' && isOnlinePaymentMethod(order.payment_method);
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
  if (order.in_group_order && order.delivery_type !== 'table') return abandonUnpaidShares(app, order, language);
  if (!cancelledIfUnpaid(order) || order.paid_at || !(await app.repositories.abandonedOrders.isOverdue(order.id))) return false;
  const state = await closablePayment(app, order, 'abandoning an unpaid order', language);
  if (typeof state === 'string') return false;
  return abandoned(app, order.id, state.closable === null ? [] : [state.closable]);
}

/** Marks the order abandoned, closing the payments named (abandoned-orders-repository's abandon). */
async function abandoned(app: App, orderId: number, closable: readonly number[]): Promise<boolean> {
  const website = await app.repositories.website.website();
  // The wall clock, as the database's that placed the order and found it overdue.
  // A guest at a table may have left no e-mail (post-orders): nobody to write to.
  const notice = (abandoned: AbandonedOrder, placedIn: Language | null) =>
    abandoned.email.trim() === '' ? null : abandonedOrderEmail(abandoned, placedIn ?? brandLanguage(website), shopOrigin(app, undefined), new Date());
  const outcome = await app.repositories.abandonedOrders.abandon(orderId, closable, notice);
  if (outcome !== 'abandoned') return false;
  app.log.info({ orderId }, 'order abandoned unpaid');
  // At a table, the guest's page and the staff board say so now, not at their next reload.
  const place = await app.repositories.staffOrders.placeOf(orderId);
  if (place?.table_id != null) await Promise.all([app.live.changed(tableTopic(place.table_id)), app.live.changed(storeTablesTopic(place.store_id))]);
  return true;
}

/**
 * A split group's order (each participant pays their own share) not paid in full by its deadline
 * (counted from its placing or the last change of any share's payment, so a participant paying at
 * the last minute gets time): otherwise the participants who paid would wait for food that never
 * comes, their money kept. Each unpaid share's open payment is made closable as an order's own is
 * (closablePayment), then all are closed as the order is abandoned and its organiser e-mailed. The
 * group's screens are told; each share paid is logged as money the shop must refund. A share paid
 * after this is its provider's word on a closed payment (record-payment-status: paid_after_closing).
 * Reached under a share's token too (its order's state is the share's). A group's order paid as a
 * whole (integral, or organiser pays) is left to its organiser, as before.
 */
async function abandonUnpaidShares(app: App, order: PayableOrder, language: Language): Promise<boolean> {
  const { abandonedOrders, groupOrders, payments } = app.repositories;
  if (!(await groupOrders.isPaidByShares(order.id)) || !(await abandonedOrders.isOverdue(order.id))) return false;
  const closable: number[] = [];
  for (const payment of await abandonedOrders.openSharePayments(order.id)) {
    if (payment.status === 'succeeded') continue;
    const share = await payments.payableOrder(payment.share_token);
    if (!share) return false;
    const state = await closablePayment(app, share, 'abandoning an unpaid group order', language);
    if (typeof state === 'string') return false;
    if (state.closable !== null) closable.push(state.closable);
  }
  if (!(await abandoned(app, order.id, closable))) return false;
  for (const paid of await abandonedOrders.openSharePayments(order.id)) {
    if (paid.status !== 'succeeded') continue;
    const { id, order_id: orderId, share_id: shareId, provider, provider_payment_id: providerPaymentId, amount, currency } = paid;
    app.log.error(
      { paymentId: id, orderId, orderToken: await payments.orderToken(orderId), shareId, provider, providerPaymentId, amount, currency },
      SHARE_TO_REFUND,
    );
  }
  const group = await groupOrders.byOrderId(order.id);
  if (group) await app.live.changed(groupOrderTopic(group.id));
  return true;
}

/** As record-payment-status's paid_after_closing: money the staff must refund by hand. */
const SHARE_TO_REFUND = 'a share of a split group order abandoned unpaid was paid: the money must be refunded by the shop';

/**
 * Every payment call for an abandoned order is refused with this, in the request's language. A
 * share's: its order was cancelled for another share unpaid, it used no points nor voucher, and a
 * share paid is refunded, so it is told that, not the order's own words.
 */
export function abandonedRefusal(language: Language, order: Pick<PayableOrder, 'share_id'>) {
  if (order.share_id !== null) return paymentRefusal(409, PAYMENT_TEXTS.share_order_abandoned, language);
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
