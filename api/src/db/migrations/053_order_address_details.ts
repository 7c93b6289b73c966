import type { Kysely } from 'kysely';

/** The delivery location's optional name ("Home") and special instructions for the courier. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('address_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_instructions', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
