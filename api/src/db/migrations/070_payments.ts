import { sql, type Kysely } from 'kysely';

/**
 * One payment per order (order_id is unique), so 100 concurrent "pay" requests for one order can
 * only ever make one row and one provider payment. payment_events remembers every provider event
 * (webhook) already applied, so a webhook delivered twice changes nothing the second time.
 * orders.paid_at is set once, on the provider's confirmation. sandbox_* are the built-in sandbox
 * provider's own books: what a real provider would keep on its side.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Payments (070) and loyalty (060) both need it; whichever runs first adds it.
  await sql`alter table orders add column if not exists paid_at timestamptz`.execute(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'paypal')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    // 'creating' while the first request asks the provider; the others wait for it.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('client_secret', 'text')
    .addColumn('failure', 'text')
    // A stable code for the failure (card_declined, ...), so the screen can say it in the customer's language.
    .addColumn('failure_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payments_provider_payment').on('payments').columns(['provider', 'provider_payment_id']).unique().execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('sandbox_payments.id'))
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('settles_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
