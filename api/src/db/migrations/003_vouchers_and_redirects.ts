import { sql, type Kysely } from 'kysely';

/** Voucher codes, and the old menu/category URLs that now live elsewhere (spec §2 check-redirect). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vouchers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('value_type', 'text', (c) =>
      c.notNull().check(sql`value_type in ('percent', 'currency', 'products', 'modifier_options', 'categories')`),
    )
    .addColumn('value', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('exclude_category_id', 'integer')
    .addColumn('no_of_free_products', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_products', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('free_modifier_options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('free_categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('min_order_value', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('for_delivery', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .execute();

  await db.schema
    .createTable('redirects')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .execute();
}
