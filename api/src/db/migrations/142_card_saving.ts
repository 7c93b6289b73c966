import { sql, type Kysely } from 'kysely';

/**
 * Saving a card while paying (issue 6). card_saving_wishes remembers that the signed-in customer
 * ticked "Save this card for next time" for an order; the card is saved (saved_cards, migration
 * 060) only once the provider confirms that order's payment. payment_customers is the customer's
 * account at a provider (a Stripe Customer) that their saved cards belong to.
 * sandbox_payment_methods is the built-in sandbox's own book of the test cards it charged (as
 * Stripe keeps PaymentMethods): last four digits and expiry, never the number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_saving_wishes')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_customers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_customers_pk', ['user_id', 'provider'])
    .addUniqueConstraint('payment_customers_one_per_reference', ['provider', 'reference'])
    .execute();

  await db.schema
    .createTable('sandbox_payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The charge that first used the card (unique: one card per charge).
    .addColumn('charge_id', 'text', (c) => c.notNull().unique().references('sandbox_charges.id'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('exp_month', 'integer', (c) => c.notNull().check(sql`exp_month between 1 and 12`))
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
