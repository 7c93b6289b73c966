import { sql, type Kysely } from 'kysely';

/**
 * An order cancelled unpaid (migration 154) left its confirmation held in the outbox, waiting for a
 * payment that is refused since: such confirmations could never be sent. The cancellation now
 * drops them; this drops those left by orders cancelled before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from outbox
    where sent_at is null
      and held_for_order_id in (select id from orders where abandoned_at is not null)
  `.execute(db);
}
