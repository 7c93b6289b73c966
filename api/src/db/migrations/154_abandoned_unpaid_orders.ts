import { sql, type Kysely } from 'kysely';

/**
 * An order paid online and not paid within UNPAID_ORDER_DEADLINE_MINUTES is abandoned: `abandoned_at`
 * says when, and it can no longer be paid. The bonus points it redeemed come back as a 'returned'
 * row of the ledger (the 'redeemed' row stays, so the history shows both; one row per order and
 * reason, migration 060, so they come back once). The index serves the
 * round that looks for overdue orders: few orders paid online stay unpaid, so it stays small (cash
 * orders are left out: many are never marked paid, and the round would walk them every minute).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column abandoned_at timestamptz`.execute(db);
  await sql`alter table points_ledger drop constraint points_ledger_reason_check`.execute(db);
  await sql`alter table points_ledger add constraint points_ledger_reason_check check (reason in ('order', 'referral', 'redeemed', 'returned'))`.execute(db);
  await sql`create index orders_unpaid_online on orders (created_at) where paid_at is null and abandoned_at is null and payment_method in ('card', 'paypal')`.execute(db);
}
