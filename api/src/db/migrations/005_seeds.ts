import { sql, type Kysely } from 'kysely';

/** Records which seed steps have run, so starting the server again never re-seeds. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seeds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
