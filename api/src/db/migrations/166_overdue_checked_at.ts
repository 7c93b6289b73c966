import { sql, type Kysely } from 'kysely';

/**
 * When a round of unpaid-order abandonment last took the order on (abandoned-orders-repository's
 * overdue): each round takes the orders never taken on first, then those taken on longest ago, so
 * orders it cannot close yet (a payment settling, a provider silent) no longer fill every round
 * ahead of newer overdue ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column overdue_checked_at timestamptz`.execute(db);
}
