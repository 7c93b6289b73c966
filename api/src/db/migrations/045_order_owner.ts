import type { Kysely } from 'kysely';

/**
 * The account an order was placed from (null for guests). A deleted account keeps its anonymised
 * row, so orders stay linked to it; the column is still nullable for guest orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_user_id').on('orders').column('user_id').execute();
}
