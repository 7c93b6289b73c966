import type { Kysely } from 'kysely';

/**
 * The profile (name, e-mail, phone) gets a revision number, raised by every change to it: a save
 * from a form loaded at an older revision (another tab saved meanwhile) is refused instead of
 * writing the old values back over the other tab's change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('profile_version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
