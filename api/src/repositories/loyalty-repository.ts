import type { Kysely } from 'kysely';
import type { Database, PointsReason } from '../db/schema';
import type { LoyaltyRules } from '../domain/account/order-points';

export interface PointsEntry {
  id: number;
  points: number;
  reason: PointsReason;
  order_id: number | null;
  created_at: Date;
  /** When the entry's order was placed: the customer knows an order by it, not by its id. */
  order_placed_at: Date | null;
}

export interface UserVoucher {
  code: string;
  value_type: string;
  value: number;
  min_order_value: number;
  valid_from: string | null;
  valid_until: string | null;
  /** When an order used it; null while it is still to use. */
  used_at: Date | null;
}

/** A code given to no account ('public'), or whether the customer holds it and has used it. */
export type VoucherHolding = 'public' | 'unused' | 'used' | 'not_held';

/** What a refund or reversal took back (takeBackPoints). */
export interface PointsTakenBack {
  orderPoints: number;
  referralPoints: number;
}

/** The ledger's row that takes back each credit of an order (migration 169). */
const TAKEN_BACK = { order: 'order_taken_back', referral: 'referral_taken_back' } as const;

/** The ledger's rows about a referred friend's order: the referrer's points, not the referrer's order. */
const FRIENDS_ORDER: PointsReason[] = ['referral', TAKEN_BACK.referral];

/** Work done in `db`'s transaction when it is one, else in a transaction of its own. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * A part of the money an order's credit was computed from (paidByCustomer): `paid` of `of`. It
 * earned that proportion of the points the credit gave, whatever the loyalty rules are now.
 */
export interface PartOfCredit {
  paid: number;
  of: number;
}

/** Whole cents: a proportion of two amounts, exact. */
const cents = (amount: number) => Math.round(amount * 100);

/** The points of a credit of `points` that `part` earned (rounded down); none of nothing paid. */
function pointsOfPart(points: number, part: PartOfCredit): number {
  const of = cents(part.of);
  return of > 0 ? Math.floor((points * cents(part.paid)) / of) : 0;
}

/**
 * Takes back the `part`'s proportion (rounded down; null: all) of the order's credit to its
 * customer, up to what is left of it. The order's one 'order_taken_back' row (one per order and
 * reason) grows by each part: a split group's order has its shares' money go back one payment at a
 * time. Under the order's lock, so no two parts take the same rest.
 */
async function takeBackOfOrderCredit(trx: Kysely<Database>, orderId: number, part: PartOfCredit | null): Promise<number> {
  const rows = await trx.selectFrom('points_ledger').select(['user_id', 'points', 'reason']).where('order_id', '=', orderId).where('reason', 'in', ['order', TAKEN_BACK.order]).execute();
  const credit = rows.find((row) => row.reason === 'order');
  if (!credit) return 0;
  const rest = credit.points + (rows.find((row) => row.reason === TAKEN_BACK.order)?.points ?? 0);
  const ofCredit = part === null ? rest : pointsOfPart(credit.points, part);
  const points = Math.min(ofCredit, rest);
  if (points <= 0) return 0;
  await trx
    .insertInto('points_ledger')
    .values({ user_id: credit.user_id, points: -points, reason: TAKEN_BACK.order, order_id: orderId })
    .onConflict((oc) =>
      oc
        .columns(['order_id', 'reason'])
        .where('order_id', 'is not', null)
        .doUpdateSet((eb) => ({ points: eb('points_ledger.points', '+', eb.ref('excluded.points')) })),
    )
    .execute();
  return points;
}

/** Bonus points (a ledger: points never expire), the vouchers given to users, the loyalty rules. */
export function loyaltyRepository(db: Kysely<Database>) {
  return {
    async rules(): Promise<LoyaltyRules> {
      const [percents, settings] = await Promise.all([
        db.selectFrom('loyalty_rules').selectAll().execute(),
        db.selectFrom('loyalty_settings').selectAll().executeTakeFirst(),
      ]);
      const pointsPercent = { delivery: 0, pickup: 0, table: 0 };
      for (const row of percents) pointsPercent[row.delivery_type] = Number(row.points_percent);
      return { pointsPercent, referralPoints: settings?.referral_points ?? 0 };
    },

    async welcomeVoucherCode(): Promise<string | null> {
      const settings = await db.selectFrom('loyalty_settings').select('welcome_voucher_code').executeTakeFirst();
      return settings?.welcome_voucher_code ?? null;
    },

    /** Orders (when paid) and referrals credit here; redeeming at checkout debits (negative points). */
    async record(userId: number, entry: { points: number; reason: PointsEntry['reason']; order_id: number | null }): Promise<void> {
      await db.insertInto('points_ledger').values({ user_id: userId, ...entry }).execute();
    },

    /**
     * Credits points for an order once: a second credit for the same order and reason (a payment
     * confirmation that arrives twice) is ignored. Answers whether this call credited.
     */
    async creditOnce(userId: number, entry: { points: number; reason: 'order' | 'referral'; order_id: number }): Promise<boolean> {
      const inserted = await db
        .insertInto('points_ledger')
        .values({ user_id: userId, ...entry })
        .onConflict((oc) => oc.columns(['order_id', 'reason']).where('order_id', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * Credits the referrer for a referred friend once: once per friend's address (`keys.address`, its
     * keyed hash, kept in referred_addresses after the friend's account is deleted, so registering
     * it again earns nothing more), once per friend's phone number (`keys.phone`, kept in
     * referred_phones, so a second mailbox with the same number earns nothing more) and once per
     * friend (the ledger's unique index of migration 062), whichever order and whenever it is paid.
     * Answers whether this call credited.
     */
    async creditReferralOnce(
      referrerId: number,
      entry: { points: number; order_id: number; referred_user_id: number },
      keys: { address: string; phone: string },
    ): Promise<boolean> {
      // One transaction, so a key is kept only with a credit (creditPointsForPaidOrder's own, when in
      // one). The address kept when the number was taken before costs nothing: this was the friend's
      // first order, so neither earns this friend a referral any more.
      return inTransaction(db, async (trx) => {
        const firstAddress = await trx
          .insertInto('referred_addresses')
          .values({ address_key: keys.address })
          .onConflict((oc) => oc.column('address_key').doNothing())
          .returning('address_key')
          .executeTakeFirst();
        if (!firstAddress) return false;
        const firstPhone = await trx
          .insertInto('referred_phones')
          .values({ phone_key: keys.phone })
          .onConflict((oc) => oc.column('phone_key').doNothing())
          .returning('phone_key')
          .executeTakeFirst();
        if (!firstPhone) return false;
        const inserted = await trx
          .insertInto('points_ledger')
          .values({ user_id: referrerId, reason: 'referral', ...entry })
          // No conflict target: the friend's index and the one-per-order-and-reason index both hold.
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        return inserted !== undefined;
      });
    },

    /**
     * The money of a paid order all went back to the buyer (a refund or a reversal): what its credit
     * gave (the customer's points, less those its shares gone back before took back, and, for a
     * friend's first order, the referrer's) is taken back, each once, by a row of its own per order
     * (migration 169). A balance may go below 0 where the points were spent. The order is marked
     * under the lock its credit takes (creditPointsForPaidOrder), so a credit that comes after this
     * one credits nothing. Answers what this call took back.
     */
    async takeBackPoints(orderId: number, at: Date): Promise<PointsTakenBack> {
      return inTransaction(db, async (trx) => {
        const taken: PointsTakenBack = { orderPoints: 0, referralPoints: 0 };
        const order = await trx
          .updateTable('orders')
          .set((eb) => ({ money_returned_at: eb.fn.coalesce('money_returned_at', eb.val(at)) }))
          .where('id', '=', orderId)
          .where('paid_at', 'is not', null)
          .returning('id')
          .executeTakeFirst();
        if (!order) return taken;
        taken.orderPoints = await takeBackOfOrderCredit(trx, orderId, null);
        const referral = await trx.selectFrom('points_ledger').select(['user_id', 'points']).where('order_id', '=', orderId).where('reason', '=', 'referral').executeTakeFirst();
        if (!referral) return taken;
        const takenBack = await trx
          .insertInto('points_ledger')
          .values({ user_id: referral.user_id, points: -referral.points, reason: TAKEN_BACK.referral, order_id: orderId })
          .onConflict((oc) => oc.columns(['order_id', 'reason']).where('order_id', 'is not', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (takenBack) taken.referralPoints = referral.points;
        return taken;
      });
    },

    /**
     * One payment of a split group's order went back: the `part` of the order's credit it earned is
     * taken back, null: all that is left of it. In the transaction that recorded the payment's money
     * going back (returnedPaymentsRepository), under the order's lock.
     */
    async takeBackOrderPoints(orderId: number, part: PartOfCredit | null): Promise<number> {
      return inTransaction(db, (trx) => takeBackOfOrderCredit(trx, orderId, part));
    },

    /**
     * Up to `limit` paid orders of accounts whose points were never credited (migration 164), paid
     * after `after` and before `before`, oldest first. The index orders_points_to_credit serves it.
     * A deleted account's order is left out: it earns no points.
     */
    async paidOrdersToCredit(after: Date, before: Date, limit: number): Promise<{ id: number; paid_at: Date }[]> {
      return db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select(['orders.id', 'orders.paid_at'])
        // The index's own conditions, stated so the planner takes it.
        .where('orders.points_credited_at', 'is', null)
        .where('orders.user_id', 'is not', null)
        .where('orders.paid_at', 'is not', null)
        .where('users.deleted_at', 'is', null)
        .where('orders.paid_at', '>', after)
        .where('orders.paid_at', '<', before)
        .orderBy('orders.paid_at')
        .limit(limit)
        .$narrowType<{ paid_at: Date }>()
        .execute();
    },

    /** Points never expire (spec §9): the balance is the ledger's sum. */
    async balance(userId: number): Promise<number> {
      const row = await db
        .selectFrom('points_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('balance'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.balance);
    },

    /**
     * The customer's ledger, newest first. A referral's order (and its taking back) is the friend's:
     * its id and when it was placed are not the referrer's to see, so those rows name no order
     * (order_id stays in the table, where the one-row-per-order-and-reason index needs it).
     */
    async history(userId: number): Promise<PointsEntry[]> {
      return db
        .selectFrom('points_ledger')
        .leftJoin('orders', (join) => join.onRef('orders.id', '=', 'points_ledger.order_id').on('points_ledger.reason', 'not in', FRIENDS_ORDER))
        .select((eb) => [
          'points_ledger.id',
          'points',
          'reason',
          eb.case().when('points_ledger.reason', 'in', FRIENDS_ORDER).then(eb.lit(null)).else(eb.ref('points_ledger.order_id')).end().as('order_id'),
          'points_ledger.created_at',
          'orders.created_at as order_placed_at',
        ])
        .where('points_ledger.user_id', '=', userId)
        .orderBy('points_ledger.id', 'desc')
        .execute();
    },

    async giveVoucher(userId: number, code: string): Promise<void> {
      await db
        .insertInto('user_vouchers')
        .values({ user_id: userId, voucher_code: code })
        .onConflict((oc) => oc.columns(['user_id', 'voucher_code']).doNothing())
        .execute();
    },

    /**
     * The order's money all went back (or it never came): the account voucher it used is unused
     * again (spec §5: used once, by an order that stands). Answers its code, null when it used none.
     * Abandoning an unpaid order gives it back so too (abandoned-orders-repository).
     */
    async giveBackVoucher(orderId: number): Promise<string | null> {
      const voucher = await db
        .updateTable('user_vouchers')
        .set({ used_at: null, used_order_id: null })
        .where('used_order_id', '=', orderId)
        .returning('voucher_code')
        .executeTakeFirst();
      return voucher?.voucher_code ?? null;
    },

    /**
     * Gives the welcome voucher unless the address (its key, domain/account/rewarded-address) had
     * it already, with another account or one since deleted. Answers whether this call gave it.
     */
    async giveWelcomeVoucherOnce(userId: number, code: string, addressKey: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('welcomed_addresses')
          .values({ address_key: addressKey })
          .onConflict((oc) => oc.column('address_key').doNothing())
          .returning('address_key')
          .executeTakeFirst();
        if (!first) return false;
        await trx
          .insertInto('user_vouchers')
          .values({ user_id: userId, voucher_code: code })
          .onConflict((oc) => oc.columns(['user_id', 'voucher_code']).doNothing())
          .execute();
        return true;
      });
    },

    /** Every voucher given to the account, the used ones too (with when): the customer's record of them. */
    async vouchersOf(userId: number): Promise<UserVoucher[]> {
      const rows = await db
        .selectFrom('user_vouchers')
        .innerJoin('vouchers', 'vouchers.code', 'user_vouchers.voucher_code')
        .select(['vouchers.code', 'value_type', 'value', 'min_order_value', 'valid_from', 'valid_until', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('given_at', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, value: Number(row.value), min_order_value: Number(row.min_order_value) }));
    },

    /**
     * Deleting an account (users.erase, in its transaction) erases the vouchers given to it, which
     * say when, and which order used them; each code stays given (migration 172), so it does not
     * become a public promotion, free for anyone (spec §5: vouchers are not transferable).
     */
    async forgetHolder(userId: number): Promise<void> {
      await db
        .insertInto('vouchers_of_deleted_accounts')
        .columns(['voucher_code'])
        .expression(db.selectFrom('user_vouchers').select('voucher_code').where('user_id', '=', userId))
        .onConflict((oc) => oc.column('voucher_code').doNothing())
        .execute();
      await db.deleteFrom('user_vouchers').where('user_id', '=', userId).execute();
    },

    /**
     * Who may use a voucher code (spec §5: vouchers are not transferable). A code given to no
     * account, live or deleted, is a public promotion; the welcome voucher belongs to accounts even
     * before the first one receives it. Otherwise it is `userId`'s (null: a guest) to use once, or
     * not theirs.
     */
    async voucherHolding(code: string, userId: number | null): Promise<VoucherHolding> {
      const [own, given, settings] = await Promise.all([
        userId === null
          ? undefined
          : db.selectFrom('user_vouchers').select('used_at').where('user_id', '=', userId).where('voucher_code', '=', code).executeTakeFirst(),
        // One statement, so a deletion moving the code from one table to the other is seen whole.
        db
          .selectNoFrom((eb) =>
            eb
              .or([
                eb.exists(eb.selectFrom('user_vouchers').select('user_id').where('voucher_code', '=', code)),
                eb.exists(eb.selectFrom('vouchers_of_deleted_accounts').select('voucher_code').where('voucher_code', '=', code)),
              ])
              .as('to_someone'),
          )
          .executeTakeFirstOrThrow(),
        db.selectFrom('loyalty_settings').select('welcome_voucher_code').where('welcome_voucher_code', '=', code).executeTakeFirst(),
      ]);
      if (own) return own.used_at === null ? 'unused' : 'used';
      return given.to_someone || settings ? 'not_held' : 'public';
    },
  };
}
