import { sql, type Kysely } from 'kysely';

/**
 * Spec §8: a customer outside every delivery area may leave an e-mail to be told when the shop
 * delivers there. One request per e-mail and address (asking twice changes nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_notify_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('delivery_notify_requests_once', ['email', 'address'])
    .execute();
}
