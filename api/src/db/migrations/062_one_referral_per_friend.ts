import { sql, type Kysely } from 'kysely';

/**
 * Referral points are credited once per referred friend (spec §9 "on a friend's first order"):
 * the ledger's referral rows name the friend, and a unique index takes at most one per friend,
 * so two of the friend's orders paid out of order or at the same moment cannot both credit the
 * referrer. Existing referral rows are attributed to their friend, the earliest one each; a
 * duplicate credited before this migration stays in the balance but names no friend.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('points_ledger')
    .addColumn('referred_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`
    update points_ledger as ledger set referred_user_id = friend_order.user_id
    from orders as friend_order
    where ledger.reason = 'referral' and friend_order.id = ledger.order_id
      and ledger.id = (
        select min(earliest.id) from points_ledger as earliest
        join orders as earliest_order on earliest_order.id = earliest.order_id
        where earliest.reason = 'referral' and earliest_order.user_id = friend_order.user_id
      )
  `.execute(db);
  await db.schema
    .createIndex('points_ledger_one_referral_per_friend')
    .on('points_ledger')
    .column('referred_user_id')
    .unique()
    .where(sql.ref('referred_user_id'), 'is not', null)
    .execute();
}
