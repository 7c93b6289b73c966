import { sql, type Kysely } from 'kysely';

/**
 * Loyalty and saved cards (issue 6). Points are credited only once an order is paid (spec §9):
 * `paid_at` records that moment, and the ledger takes at most one row per order and reason, so
 * a payment confirmation that arrives twice credits once. Saved cards keep only what the account
 * screen shows (brand, last four digits, expiry) and the provider's reference, never the number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Payments (070) and loyalty (060) both need it; whichever runs first adds it.
  await sql`alter table orders add column if not exists paid_at timestamptz`.execute(db);
  await db.schema
    .createIndex('points_ledger_one_per_order_and_reason')
    .on('points_ledger')
    .columns(['order_id', 'reason'])
    .unique()
    .where(sql.ref('order_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('saved_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id for the stored card (a Stripe PaymentMethod, a Braintree token).
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('exp_month', 'integer', (c) => c.notNull().check(sql`exp_month between 1 and 12`))
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('saved_cards_one_per_reference', ['user_id', 'provider', 'provider_reference'])
    .execute();
}
