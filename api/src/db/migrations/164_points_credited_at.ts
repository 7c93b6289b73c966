import { sql, type Kysely } from 'kysely';

/**
 * When a paid order's bonus points were credited (the customer's percent and, on a friend's first
 * order, the referrer's; set too when they came to none), in the transaction that credits them. A
 * paid order of an account without it lost its credit (the onOrderPaid listener failed, or the API
 * stopped between marking it paid and telling): the round of domain/account/missed-points-credit
 * credits it. The index holds only those, so it stays small; orders paid before the round's window
 * (30 days) are taken as credited, as the round never looks at them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column points_credited_at timestamptz`.execute(db);
  await sql`update orders set points_credited_at = paid_at where paid_at < now() - interval '30 days'`.execute(db);
  await sql`create index orders_points_to_credit on orders (paid_at) where points_credited_at is null and user_id is not null and paid_at is not null`.execute(db);
}
