import { sql, type Kysely } from 'kysely';

/**
 * Table reservations (capacity per store and hour), events with their reservations, jobs with
 * their applications, contact messages, the text of static pages and newsletter subscriptions.
 * Every form table keeps an idempotency key where a double submit must not count twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservation_capacity')
    .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id'))
    .addColumn('persons_per_slot', 'integer', (c) => c.notNull().check(sql`persons_per_slot > 0`))
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('persons', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reservations_slot').on('reservations').columns(['store_id', 'date', 'hour']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .execute();

  await db.schema
    .createTable('event_reservations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('persons', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    // A file name under the private upload folder, never a public URL.
    .addColumn('cv_file', 'text', (c) => c.notNull())
    .addColumn('cv_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('page_contents')
    .addColumn('page_id', 'integer', (c) => c.primaryKey().references('pages.id'))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('subscribed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
}
