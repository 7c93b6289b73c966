import { sql, type Kysely } from 'kysely';

/**
 * A share the organiser takes over after placing (issue 7) is paid by them under a token of its
 * own: the participant's token moves to former_token, under which paying is refused (saying who
 * pays), and their open payment of it is closed (replaced) so it can never charge. A share then has
 * one open payment at a time, as an order does, instead of one ever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_order_shares add column former_token text unique`.execute(db);
  await sql`alter table payments drop constraint payments_share_id_key`.execute(db);
  await sql`create unique index payments_open_per_share on payments (share_id) where replaced_at is null`.execute(db);
}
