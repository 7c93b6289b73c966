import { sql, type Kysely } from 'kysely';

/** The brand (website settings), its pages and banners, and its stores with opening hours and delivery areas. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('website')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('background_desktop', 'text', (c) => c.notNull())
    .addColumn('background_mobile', 'text', (c) => c.notNull())
    .addColumn('login_background', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('favicon', 'text', (c) => c.notNull())
    .addColumn('maps_api', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payment_card', 'boolean', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('color_filter', 'text', (c) => c.notNull().defaultTo(''))
    // Nullable where spec §9 names a default: the settings reader applies it.
    .addColumn('allow_ordering', 'boolean')
    .addColumn('cutlery', 'integer')
    .addColumn('auto_open_geolocation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('age_restriction', 'integer', (c) => c.notNull())
    .addColumn('delivery_time', 'integer')
    .addColumn('pickup_time', 'integer')
    .addColumn('loyalty_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_vouchers', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_allergens', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accept_webp', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('show_about_us', 'boolean')
    .addColumn('show_events', 'boolean')
    .addColumn('show_jobs', 'boolean')
    .addColumn('show_reservations', 'boolean')
    .addColumn('footer_content', 'jsonb', (c) => c.notNull())
    .addColumn('meta_tags', 'jsonb', (c) => c.notNull())
    .addColumn('social_media', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('trackers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('external_resources', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('picture', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('has_delivery', 'boolean', (c) => c.notNull())
    .addColumn('has_pickup', 'boolean', (c) => c.notNull())
    .addColumn('takes_reservations', 'boolean', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('opening_hours')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull().check(sql`day between 0 and 6`))
    .addColumn('open', 'text', (c) => c.notNull())
    .addColumn('close', 'text', (c) => c.notNull())
    .addColumn('delivery', 'boolean', (c) => c.notNull())
    .addColumn('pickup', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('opening_hours_pk', ['store_id', 'day', 'open'])
    .execute();

  await db.schema
    .createTable('delivery_areas')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('fee_type', 'text', (c) => c.notNull().check(sql`fee_type in ('fixed', 'range')`))
    .addColumn('transport_price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('min_order_value', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('min_order_free_transport', 'numeric(10, 2)')
    .addColumn('fees', 'jsonb', (c) => c.notNull())
    .addColumn('polygon', 'text', (c) => c.notNull())
    .execute();
}
