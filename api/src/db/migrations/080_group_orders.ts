import { sql, type Kysely } from 'kysely';

/**
 * Group orders (spec §4, §6): an organiser shares a link, participants join with a name and each
 * keeps their own lines and confirms them. Participant tokens are stored hashed, like every token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('group_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // The share link; whoever has it may join, so it is unguessable.
    .addColumn('link', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('delivery_type', 'text', (c) => c.notNull().check(sql`delivery_type in ('delivery', 'pickup')`))
    .addColumn('delivery_area_id', 'integer', (c) => c.references('delivery_areas.id'))
    .addColumn('payment_mode', 'text', (c) => c.notNull().check(sql`payment_mode in ('split', 'integral', 'organiser')`))
    .addColumn('payment_type', 'text', (c) => c.notNull().defaultTo('split').check(sql`payment_type in ('split', 'total')`))
    .addColumn('pay_extra', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'in_progress', 'completed', 'cancelled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('group_order_participants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('group_order_id', 'integer', (c) => c.notNull().references('group_orders.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('payment', 'text', (c) => c.notNull().defaultTo('pending').check(sql`payment in ('pending', 'paid', 'by_organizer')`))
    // Gave up or removed by the organiser: kept so their screen can tell them, never counted.
    .addColumn('left_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('group_order_participants_order').on('group_order_participants').column('group_order_id').execute();

  await db.schema
    .createTable('group_order_products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('group_order_participants.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('selected_size', 'integer')
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('group_order_products_participant').on('group_order_products').column('participant_id').execute();
}
