import { sql, type Kysely } from 'kysely';

/**
 * Whether a participant who left was removed by the organiser rather than giving up: their screen
 * says who took them out, instead of leaving them to wonder what happened to their food.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_order_participants add column removed boolean not null default false`.execute(db);
}
