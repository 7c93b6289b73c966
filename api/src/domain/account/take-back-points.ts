import type { App } from '../../app-instance';
import type { PointsTakenBack } from '../../repositories/loyalty-repository';
import type { PaymentRow } from '../../repositories/payments-repository';
import { giveBackSpentPoints } from './give-back-spent-points';

/** What the money going back changed: the credits taken back, and the points spent on the order given back. */
export interface PointsOfReturnedMoney extends PointsTakenBack {
  spentPointsGivenBack: number;
}

/**
 * Money of a payment went back to the buyer (a refund or a reversal): the order's points go back
 * with it, and the referral it earned (spec §9: points are a percent of the amount paid), when the
 * payment is one that paid the order with its customer's money: it succeeded and was not closed
 * (the money of a closed one paid nothing), and it is the order's own or a share its organiser
 * paid (paidByCustomer). A participant's share going back takes nothing of the organiser's points.
 * The points the customer spent on the order come back with its money (giveBackSpentPoints).
 * Called only when all of the payment's money went back.
 */
export async function takeBackPointsOfReturnedMoney(app: App, payment: PaymentRow): Promise<PointsOfReturnedMoney> {
  const none = { orderPoints: 0, referralPoints: 0, spentPointsGivenBack: 0 };
  if (payment.status !== 'succeeded' || payment.replaced_at !== null) return none;
  if (payment.share_id !== null) {
    const payer = await app.db
      .selectFrom('group_order_shares as share')
      .innerJoin('group_order_participants as payer', 'payer.id', 'share.payer_id')
      .select('payer.is_admin')
      .where('share.id', '=', payment.share_id)
      .executeTakeFirst();
    if (!payer?.is_admin) return none;
  }
  // Taken back first: it marks the order's money returned, which the giving back asks for.
  const takenBack = await app.repositories.loyalty.takeBackPoints(payment.order_id, app.now());
  return { ...takenBack, spentPointsGivenBack: await giveBackSpentPoints(app.db, payment.order_id) };
}
