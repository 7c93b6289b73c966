import type { Kysely } from 'kysely';

/**
 * Spec §4 "a delivery-today basket cannot be combined with a scheduled-date delivery", as catalogue
 * flags: only_for_later (needs advance ordering, like a whole cake) and today_only (like the lunch
 * menu of the day). The demo products of each kind come with the seed step order-timing-products.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('only_for_later', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('today_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
