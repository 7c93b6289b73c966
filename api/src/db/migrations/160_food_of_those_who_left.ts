import { sql, type Kysely } from 'kysely';

/**
 * Leaving takes a participant's lines out of the group order; what they were is kept with the
 * participant, so a participant the organiser removed gets their own food back in their cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_order_participants add column left_food jsonb`.execute(db);
}
