import { sql, type Kysely } from 'kysely';

/**
 * Bonus points are a percent of the amount paid (spec §9): when a paid order's money goes back to
 * the buyer (a refund, or a reversal after a dispute), its points are taken back, and so is the
 * referral it earned its customer's referrer: an 'order_taken_back' and a 'referral_taken_back'
 * row, each once per order (migration 060's index on order and reason). `money_returned_at` says
 * the order's money went back, so a credit that comes only after it (the round of missed credits)
 * credits nothing.
 *
 * A referral is also credited once per friend's phone number: referred_phones keeps its keyed hash
 * (domain/account/referred-phone), as referred_addresses keeps the address (migration 161), so a
 * second mailbox with the same number earns the referrer nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table points_ledger drop constraint points_ledger_reason_check`.execute(db);
  await sql`
    alter table points_ledger add constraint points_ledger_reason_check
    check (reason in ('order', 'referral', 'redeemed', 'returned', 'order_taken_back', 'referral_taken_back'))
  `.execute(db);
  await sql`alter table orders add column money_returned_at timestamptz`.execute(db);
  await db.schema.createTable('referred_phones').addColumn('phone_key', 'text', (c) => c.primaryKey()).execute();
}
