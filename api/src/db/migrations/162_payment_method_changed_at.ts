import { sql, type Kysely } from 'kysely';

/**
 * When the order's payment method was last changed (PUT public/payments/{token}/method). An order
 * placed in cash and switched to card later has no payment yet, so its 30 minutes to pay (migration
 * 154) count from the switch, not from its placing long before. Null for orders never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column payment_method_changed_at timestamptz`.execute(db);
}
