import type { App } from '../../app-instance';
import type { PayableOrder } from '../../repositories/payments-repository';

/**
 * The one way an order becomes paid, whoever confirms it (a provider's answer or webhook, or the
 * store's staff for money taken by hand): paid_at is set once, and the onOrderPaid listeners
 * (bonus points, the staff board) run only for the call that set it. True for that call.
 */
export async function confirmOrderPaid(app: App, order: PayableOrder, amount: { amount: number; currency: string }): Promise<boolean> {
  const paidAt = app.now();
  if (!(await app.repositories.payments.markOrderPaid(order.id, paidAt))) return false;
  await tellOrderPaid(app, order, amount, paidAt);
  return true;
}

/**
 * Runs the onOrderPaid listeners for an order the caller has just marked paid (a webhook marks it
 * inside its own transaction and tells after the commit); one that throws is logged, not repeated.
 * Bonus points are not lost so: a paid order never credited, as when the API stops before telling,
 * is credited by a timed round (domain/account/missed-points-credit).
 */
export async function tellOrderPaid(app: App, order: PayableOrder, amount: { amount: number; currency: string }, paidAt: Date): Promise<void> {
  for (const listener of app.onOrderPaid) {
    try {
      await listener({ orderId: order.id, orderToken: order.token, userId: order.user_id, deliveryType: order.delivery_type, ...amount, paidAt });
    } catch (error) {
      app.log.error({ err: error, orderId: order.id }, 'an onOrderPaid listener failed');
    }
  }
}
