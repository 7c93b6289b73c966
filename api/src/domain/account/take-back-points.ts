import type { Kysely } from 'kysely';
import type { App } from '../../app-instance';
import type { Database } from '../../db/schema';
import { loyaltyRepository, type PartOfCredit, type PointsTakenBack } from '../../repositories/loyalty-repository';
import type { PaymentRow } from '../../repositories/payments-repository';
import { returnedPaymentsRepository, standingPayments } from '../../repositories/returned-payments-repository';
import { giveBackSpentPoints } from './give-back-spent-points';
import { paidByCustomer } from './paid-by-customer';

/**
 * What the money going back changed: the credits taken back, the points spent on the order given
 * back, and the account voucher it used given back (its code).
 */
export interface PointsOfReturnedMoney extends PointsTakenBack {
  spentPointsGivenBack: number;
  voucherGivenBack: string | null;
}

/** The part of a credit a share its participant paid earned: none (paidByCustomer). */
const NOTHING: PartOfCredit = { paid: 0, of: 1 };

/**
 * The part of its order's credit a payment earned the customer: a split group's share its
 * organiser paid earned its amount's proportion of what the credit was computed from
 * (paidByCustomer), not a percent of it by today's rules, which may not be the credit's. Null for
 * all that is left of the credit, which the order's own payment earned, as does the last share its
 * organiser paid (with the points the shares' rounding left). A share paid by a participant earned
 * nobody any.
 */
async function partOfCreditEarnedBy(db: Kysely<Database>, payment: PaymentRow): Promise<PartOfCredit | null> {
  if (payment.share_id === null) return null;
  const payer = await db
    .selectFrom('group_order_shares as share')
    .innerJoin('group_order_participants as payer', 'payer.id', 'share.payer_id')
    .select('payer.is_admin')
    .where('share.id', '=', payment.share_id)
    .executeTakeFirst();
  if (!payer?.is_admin) return NOTHING;
  const organisersStanding = await standingPayments(db, payment.order_id)
    .innerJoin('group_order_shares as share', 'share.id', 'payments.share_id')
    .innerJoin('group_order_participants as payer', 'payer.id', 'share.payer_id')
    .select('payments.id')
    .where('payer.is_admin', '=', true)
    .executeTakeFirst();
  if (!organisersStanding) return null;
  return { paid: Number(payment.amount), of: await paidByCustomer(db, { id: payment.order_id }) };
}

/**
 * Money of a payment went back to the buyer (a refund or a reversal), when the payment is one that
 * paid the order: it succeeded and was not closed (the money of a closed one paid nothing). Once
 * per payment (returned_payments), in one transaction:
 * - the points it earned its order's customer go back with it (partOfCreditEarnedBy): a split group's
 *   share its organiser paid takes back its part; a participant's share takes nothing of theirs;
 * - once all of the order's money went back (each payment that paid it), the rest of its points and
 *   the referral it earned go back, and the customer gets back the points they spent on it
 *   (giveBackSpentPoints) and the account voucher it used, as when an unpaid order is abandoned.
 * Called only when all of the payment's money went back.
 */
export async function takeBackPointsOfReturnedMoney(app: App, payment: PaymentRow): Promise<PointsOfReturnedMoney> {
  const none = { orderPoints: 0, referralPoints: 0, spentPointsGivenBack: 0, voucherGivenBack: null };
  if (payment.status !== 'succeeded' || payment.replaced_at !== null) return none;
  return app.db.transaction().execute(async (trx) => {
    const loyalty = loyaltyRepository(trx);
    const returned = await returnedPaymentsRepository(trx).record(payment, app.now());
    if (!returned.first) return none;
    const ofPayment = await loyalty.takeBackOrderPoints(payment.order_id, await partOfCreditEarnedBy(trx, payment));
    if (!returned.allOfOrder) return { ...none, orderPoints: ofPayment };
    // Taken back first: it marks the order's money returned, which the giving back asks for.
    const takenBack = await loyalty.takeBackPoints(payment.order_id, app.now());
    return {
      orderPoints: ofPayment + takenBack.orderPoints,
      referralPoints: takenBack.referralPoints,
      spentPointsGivenBack: await giveBackSpentPoints(trx, payment.order_id),
      voucherGivenBack: await loyalty.giveBackVoucher(payment.order_id),
    };
  });
}
