import { sql, type Kysely } from 'kysely';

/**
 * A delivery round claims the messages it sends: `claimed_until` is the end of its lease, until
 * which no other round (another API process: a rolling deploy, a second replica) takes them, so a
 * message is sent once and not once per process. A process that dies mid-round leaves a lease that
 * runs out, and its messages go on a later round. Not a key of migration 176's outbox_to_deliver:
 * a round rewrites it on every message it takes, and a batch is still that index's first rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox add column claimed_until timestamptz`.execute(db);
}
