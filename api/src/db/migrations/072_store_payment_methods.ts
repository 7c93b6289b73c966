import type { Kysely } from 'kysely';

/**
 * Spec §1: each payment method only where it applies, store included. A store's row lists the
 * methods it accepts; a store without a row accepts every one (seed/store-payment-methods.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_payment_methods')
    .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
    .addColumn('methods', 'jsonb', (c) => c.notNull())
    .execute();
}
