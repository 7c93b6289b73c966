import { sql, type Kysely } from 'kysely';

/**
 * Placed orders and their lines. The idempotency key is unique, so two submits of the same order
 * (a double click, a retry after a timeout, 50 at once) can only ever store one row; the token is
 * the unguessable name under which the customer reads the order back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // sha256 of the request body: the same key sent with a different order is refused, not merged.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('delivery_type', 'text', (c) => c.notNull().check(sql`delivery_type in ('pickup', 'delivery', 'table')`))
    .addColumn('pickup_type', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('delivery_area_id', 'integer')
    .addColumn('informations', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cutlery', 'boolean', (c) => c.notNull())
    .addColumn('contactless_delivery', 'boolean', (c) => c.notNull())
    .addColumn('accept_promotion', 'boolean', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('voucher_code', 'text')
    .addColumn('for_later', 'boolean', (c) => c.notNull())
    .addColumn('later_day', 'text')
    .addColumn('later_time', 'text')
    .addColumn('estimated_minutes', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('delivery_fee', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('packaging_fee', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('voucher_value', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('free_products_discount', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('total', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('size_id', 'integer')
    .addColumn('size_name', 'text')
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('unit_price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('total', 'numeric(10, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute();
}
