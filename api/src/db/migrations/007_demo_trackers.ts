import { sql, type Kysely } from 'kysely';
import { DEMO_TRACKERS } from '../seed/demo-trackers';

/**
 * The demo brand's first-party statistics and marketing scripts, so cookie consent has something
 * real to hold back. New databases get them from the brand seed; this gives them to databases seeded
 * before, and only where the brand has no trackers of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update website set trackers = ${JSON.stringify(DEMO_TRACKERS)} where trackers = '[]'`.execute(db);
}
