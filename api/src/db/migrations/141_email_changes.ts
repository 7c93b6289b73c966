import type { Kysely } from 'kysely';

/**
 * A changed e-mail address waits for the link sent to it (issue 12: no account enumeration). The
 * profile form answers alike whether or not the new address already has an account; the link says
 * so only to whoever holds the address. Kept as the hash of the link's id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
}
