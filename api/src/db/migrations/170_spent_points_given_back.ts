import { sql, type Kysely } from 'kysely';

/**
 * When the whole of a paid order's money goes back to the buyer (a refund of all of it, or a
 * reversal), the bonus points the customer spent on that order come back with it: a
 * 'redeemed_given_back' row, once per order (migration 060's index on order and reason), beside
 * the 'order_taken_back' row that takes back what the order earned (migration 169).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table points_ledger drop constraint points_ledger_reason_check`.execute(db);
  await sql`
    alter table points_ledger add constraint points_ledger_reason_check
    check (reason in ('order', 'referral', 'redeemed', 'returned', 'order_taken_back', 'referral_taken_back', 'redeemed_given_back'))
  `.execute(db);
}
