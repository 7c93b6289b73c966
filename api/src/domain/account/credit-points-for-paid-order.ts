import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loyaltyRepository } from '../../repositories/loyalty-repository';
import { orderPoints, referralsEarnPoints } from './order-points';
import { paidByCustomer } from './paid-by-customer';
import { ordersPaidWithMoney } from './order-paid-with-money';
import type { WebsiteRow } from '../../repositories/website-repository';
import { referredPhoneKey } from './referred-phone';
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
 * its delivery type and, on a referred customer's first order paid with money, credits the
 * referrer (once per friend, per friend's address and per friend's phone number: `signingSecret`
 * keys them, as for the welcome voucher). Only for a friend whose phone number was validated by
 * SMS by then, and who is not the referrer (isSelfReferral): a second mailbox costs nothing, a
 * number that receives the code does, and it earns a referral once. A friend who validates only
 * after that order earns the referrer nothing: the first order is the one moment a referral is
 * decided, so no later event has to find and credit it.
 * Nothing for a deleted account, nor for an order whose money already went back (takeBackPoints).
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
      .returning(['id', 'user_id', 'delivery_type', 'paid_at', 'money_returned_at'])
      .executeTakeFirst();
    const none = { orderPoints: 0, referralPoints: 0 };
    if (!order || order.user_id === null || order.money_returned_at !== null) return none;
    const customer = await trx
      .selectFrom('users')
      .select(['referred_by', 'email', 'phone', 'phone_validated_at', 'deleted_at'])
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    // Erased: the points would be no one's. A friend's address is gone too: registered again, it could earn the referral twice.
    if (customer.deleted_at !== null || customer.email === null) return none;

    // The deployment's own brand (BRAND_ID), not whichever website row comes first.
    const website = brand;
    const loyalty = loyaltyRepository(trx);
    const rules = await loyalty.rules();
    const paid = await paidByCustomer(trx, order);
    const points = orderPoints(paid, order.delivery_type, rules, website.loyalty_active);
    const credited = { ...none };
    if (points > 0 && (await loyalty.creditOnce(order.user_id, { points, reason: 'order', order_id: order.id }))) {
      credited.orderPoints = points;
    }

    if (customer.referred_by === null || !referralsEarnPoints(website.loyalty_active, rules)) return credited;
    // An order a voucher or points paid in full is not the friend's first order: it cost them nothing.
    if (paid <= 0) return credited;
    const paidAtOfThis = order.paid_at ?? paidAt;
    if (customer.phone_validated_at === null || customer.phone_validated_at > paidAtOfThis) return credited;
    // The friend's first order is the first one paid with money (not the lowest id): orders are paid
    // out of order. The unique index behind creditReferralOnce makes it once even when two are paid at once.
    const paidEarlier = await ordersPaidWithMoney(trx, order.user_id)
      .where('id', '!=', order.id)
      .where((eb) => eb.or([eb('paid_at', '<', paidAtOfThis), eb.and([eb('paid_at', '=', paidAtOfThis), eb('id', '<', order.id)])]))
      .executeTakeFirst();
    if (paidEarlier) return credited;
    const referrer = await trx.selectFrom('users').select(['id', 'email', 'phone']).where('id', '=', customer.referred_by).where('deleted_at', 'is', null).executeTakeFirst();
    // The one check for the referrer's own phone or mailbox: registration keeps any code as a
    // friend's, so that it tells no one whose address or number a code belongs to.
    if (!referrer || isSelfReferral(customer, referrer, website.country_code)) return credited;
    // Keyed hashes: the address's is the one the welcome voucher keeps and deleting an account records.
    const keys = { address: rewardedAddressKey(customer.email, signingSecret), phone: referredPhoneKey(customer.phone, website.country_code, signingSecret) };
    if (await loyalty.creditReferralOnce(referrer.id, { points: rules.referralPoints, order_id: order.id, referred_user_id: order.user_id }, keys)) {
      credited.referralPoints = rules.referralPoints;
    }
    return credited;
  });
}
