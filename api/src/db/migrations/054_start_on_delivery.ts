import type { Kysely } from 'kysely';

/**
 * Spec §4: "for one specific company id, when delivery is available now, delivery type is set to
 * delivery at start". Here it is a website setting, so any brand can choose it without a code change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('website').addColumn('start_on_delivery', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}
