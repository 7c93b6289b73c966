import type { Kysely } from 'kysely';

/**
 * Google sign-in (issue 6): the Google account's stable subject id, so a changed e-mail at Google
 * still opens the same shop account. Erased with the rest of the personal data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('google_subject', 'text', (c) => c.unique()).execute();
}
