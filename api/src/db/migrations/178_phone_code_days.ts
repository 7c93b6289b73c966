import type { Kysely } from 'kysely';

/**
 * The SMS codes sent and the codes tried on each of the brand's days (YYYY-MM-DD), per account
 * ("account:<id>") and per number texted ("number:<keyed hash>", phoneCodeNumberKey: never the
 * number itself), counted in the database so that every API process sees one count
 * (domain/account/phone-code-days). Keyed by the day first: the days before today are forgotten
 * with one range of the key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_code_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('codes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('phone_code_days_pkey', ['day', 'subject'])
    .execute();
}
