import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { limonaiaWebsite } from '../seed/limonaia-brand';

/** The second brand (BRAND_ID=2); databases that already have a row 2 keep it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<Database>)
    .insertInto('website')
    .values(limonaiaWebsite)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
