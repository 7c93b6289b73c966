import type { Kysely } from 'kysely';

/**
 * Registrations waiting for their e-mailed link (issue 12: no account enumeration). The account is
 * made only when the link is opened, so "register" answers the same whether or not the address
 * already has an account. Kept as the hash of the link's id, like password resets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_confirmations')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('referred_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('registration_confirmations_email').on('registration_confirmations').column('email').execute();
}
