import type { App } from '../../app-instance';
import { creditPointsForPaidOrder } from './credit-points-for-paid-order';

/** How many paid orders one round credits; the next round takes the rest. */
const ROUND_SIZE = 50;
/** Left this long to the onOrderPaid listener, so the two seldom credit at once (it would still be once). */
const LISTENER_TIME_MS = 60_000;
/** Older orders are not looked at (migration 164 took them as credited): one whose credit fails every time is not retried for ever. */
const WINDOW_MS = 30 * 24 * 3600_000;

/**
 * One round over the paid orders whose bonus points were never credited: the onOrderPaid listener
 * failed (a database blip), or the API stopped between marking the order paid and telling its
 * listeners (a webhook tells after its commit). Each is credited as the listener would have
 * (creditPointsForPaidOrder, once-only); one that fails is logged and left to the next round.
 * Answers how many were credited (their points may come to none).
 */
export async function creditMissedPoints(app: App): Promise<number> {
  // By the API's clock, as paid_at is written with it.
  const now = app.now().getTime();
  const missed = await app.repositories.loyalty.paidOrdersToCredit(new Date(now - WINDOW_MS), new Date(now - LISTENER_TIME_MS), ROUND_SIZE);
  if (missed.length === 0) return 0;
  const website = await app.repositories.website.website();
  let credited = 0;
  for (const order of missed) {
    try {
      await creditPointsForPaidOrder(app.db, order.id, order.paid_at, website, app.signingSecret);
      credited += 1;
    } catch (error) {
      app.log.warn({ err: error, orderId: order.id }, 'crediting the points of a paid order failed; will retry');
    }
  }
  return credited;
}
