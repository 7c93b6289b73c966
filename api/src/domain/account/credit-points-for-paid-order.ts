import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loyaltyRepository } from '../../repositories/loyalty-repository';
import { orderPoints, referralsEarnPoints } from './order-points';
import { paidByCustomer } from './paid-by-customer';
import type { WebsiteRow } from '../../repositories/website-repository';
import { rewardedAddressKey } from './rewarded-address';
import { isSelfReferral } from './self-referral';

export interface PointsCredited {
  /** Points the customer received for this order (0 for a guest, loyalty off, or a second call). */
  orderPoints: number;
  /** Points the friend who referred the customer received, on the customer's first paid order. */
  referralPoints: number;
}

/**
 * The one place an order turns into bonus points (spec §9), called when its payment is confirmed:
 * records the order as paid, credits the customer a percent of what they paid (paidByCustomer) for
 * its delivery type and, on a referred customer's first paid order, credits the referrer (once per
 * friend and per friend's address: `signingSecret` keys the address, as for the welcome voucher),
 * unless the friend is the referrer (isSelfReferral).
 * Only while loyalty is active (flag 1). Safe to call again for the same order: the ledger takes one row per order and
 * reason, so a repeated payment confirmation, or the round of missed credits, credits nothing more.
 */
export async function creditPointsForPaidOrder(
  db: Kysely<Database>,
  orderId: number,
  paidAt: Date,
  brand: Pick<WebsiteRow, 'loyalty_active' | 'country_code'>,
  signingSecret: string,
): Promise<PointsCredited> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      // Marked credited with the credits (migration 164), so the round of missed credits passes it by.
      .set((eb) => ({ paid_at: eb.fn.coalesce('paid_at', eb.val(paidAt)), points_credited_at: eb.fn.coalesce('points_credited_at', sql<Date>`now()`) }))
      .where('id', '=', orderId)
      .returning(['id', 'user_id', 'total', 'delivery_type', 'paid_at'])
      .executeTakeFirst();
    const none = { orderPoints: 0, referralPoints: 0 };
    if (!order || order.user_id === null) return none;

    // The deployment's own brand (BRAND_ID), not whichever website row comes first.
    const website = brand;
    const loyalty = loyaltyRepository(trx);
    const rules = await loyalty.rules();
    const points = orderPoints(await paidByCustomer(trx, order), order.delivery_type, rules, website.loyalty_active);
    const credited = { ...none };
    if (points > 0 && (await loyalty.creditOnce(order.user_id, { points, reason: 'order', order_id: order.id }))) {
      credited.orderPoints = points;
    }

    const customer = await trx.selectFrom('users').select(['referred_by', 'email', 'phone']).where('id', '=', order.user_id).executeTakeFirstOrThrow();
    if (customer.referred_by === null || !referralsEarnPoints(website.loyalty_active, rules)) return credited;
    // A friend whose account was deleted since has no address left to keep: registered again, the
    // address could earn the referral a second time.
    if (customer.email === null) return credited;
    // The friend's first order is the first one paid (not the lowest id): orders are paid out of
    // order. The unique index behind creditReferralOnce makes it once even when two are paid at once.
    const paidAtOfThis = order.paid_at ?? paidAt;
    const paidEarlier = await trx
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', order.user_id)
      .where('id', '!=', order.id)
      .where((eb) => eb.or([eb('paid_at', '<', paidAtOfThis), eb.and([eb('paid_at', '=', paidAtOfThis), eb('id', '<', order.id)])]))
      .executeTakeFirst();
    if (paidEarlier) return credited;
    const referrer = await trx.selectFrom('users').select(['id', 'email', 'phone']).where('id', '=', customer.referred_by).where('deleted_at', 'is', null).executeTakeFirst();
    // Checked at sign-up too, but either account may have changed its phone or address since.
    if (referrer && isSelfReferral(customer, referrer, website.country_code)) return credited;
    // The address's keyed hash, the same key the welcome voucher keeps and deleting an account records.
    const addressKey = rewardedAddressKey(customer.email, signingSecret);
    if (referrer && (await loyalty.creditReferralOnce(referrer.id, { points: rules.referralPoints, order_id: order.id, referred_user_id: order.user_id }, addressKey))) {
      credited.referralPoints = rules.referralPoints;
    }
    return credited;
  });
}
