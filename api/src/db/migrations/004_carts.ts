import { sql, type Kysely } from 'kysely';

/** Saved carts. Only the sha256 of the cart token is kept, so a leaked table opens no cart. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('json_object', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
