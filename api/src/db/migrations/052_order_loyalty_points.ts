import { sql, type Kysely } from 'kysely';

/**
 * Bonus points spent on an order (spec §5): the order keeps how many it took off, and the brand
 * sets the most points one order may take (spec: "maximum points per order, value from server").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('loyalty_points', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .alterTable('loyalty_settings')
    // A default rather than a seed update: the loyalty seed runs after the migrations.
    .addColumn('max_points_per_order', 'integer', (c) => c.notNull().defaultTo(100).check(sql`max_points_per_order >= 0`))
    .execute();
}
