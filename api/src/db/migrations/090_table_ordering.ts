import { sql, type Kysely } from 'kysely';

/**
 * Ordering at the table (spec §1, §4): each table of a store has an unguessable link (its QR code),
 * which the staff can replace; calls for the waiter and the bill wait for a staff acknowledgement,
 * and a table order goes from "sent to waiter" to "received".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_tables')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    // The QR code's link; printed again on every sheet, so it is kept (a leaked one is replaced).
    .addColumn('link', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('store_tables_store_number').on('store_tables').columns(['store_id', 'number']).unique().execute();

  await db.schema
    .createTable('table_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('store_tables.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('waiter', 'bill')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('acknowledged_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('table_requests_table_kind').on('table_requests').columns(['table_id', 'kind', 'created_at']).execute();

  await db.schema
    .alterTable('orders')
    .addColumn('table_id', 'integer', (c) => c.references('store_tables.id'))
    .addColumn('table_received_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('orders_table').on('orders').columns(['table_id', 'created_at']).execute();
}
