import { sql, type Kysely } from 'kysely';

/**
 * An index for each query a hot path or a round runs that read a large table whole (issue #11;
 * `node bench/run.mjs --only hot-path-plans` shows each query's plan and time, bench/RESULTS.md
 * the figures before and after). Plain CREATE INDEX: migrations run in a transaction, where
 * CONCURRENTLY cannot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /**
   * A payment by its order, last changed last. abandoned-orders-repository's deadline (its
   * max(payments.updated_at) per order, read from the index's end) on every poll of an order
   * awaiting payment and for every candidate of the overdue round; and payments-repository's
   * replacedCount (each payment start) and endedByProvider, abandoned-orders-repository's
   * paymentUnverified, and the cascade from a deleted order. The unique index on open payments
   * holds none of the replaced ones these count or look for.
   */
  await sql`create index payments_by_order on payments (order_id, updated_at)`.execute(db);

  /**
   * Migration 154's index of waiting orders paid online, keyed as abandoned-orders-repository's
   * overdue takes them (never taken on first, then taken on longest ago, oldest first): a round
   * reads its 50 from the index's start and stops, where by created_at alone it computed the
   * deadline of every candidate and sorted them (and the planner, misjudging how many there are,
   * compiled the plan with JIT). The round writes overdue_checked_at, now a key: 50 rows a minute.
   */
  await sql`drop index orders_unpaid_online`.execute(db);
  await sql`create index orders_unpaid_online on orders (overdue_checked_at nulls first, created_at) where paid_at is null and abandoned_at is null and payment_method in ('card', 'paypal')`.execute(db);

  /**
   * outbox-repository's claimUnsent, every few seconds per channel: only the messages still to deliver,
   * a few among all ever sent, in the order the sender takes them (least tried, then oldest), so a
   * batch is the index's first rows instead of a sort of the whole outbox.
   */
  await sql`create index outbox_to_deliver on outbox (channel, attempts, id) where sent_at is null and failed_at is null`.execute(db);

  /**
   * outbox-repository's dropHeldFor, in the transaction abandoning an order (its row locked), and
   * the cascade from a deleted order; only the messages held for an order.
   */
  await sql`create index outbox_held_for_order on outbox (held_for_order_id) where held_for_order_id is not null`.execute(db);

  /**
   * An account's ledger, in the order history lists it (newest first, read backwards): its
   * balance (orders-repository's pointsBalanceIn inside the placing transaction, loyalty-repository's
   * balance), its history, and the cascade from a deleted account.
   */
  await sql`create index points_ledger_by_user on points_ledger (user_id, id)`.execute(db);

  // No index for carts-repository's deleteUntouched: an hourly 12 ms scan of 100k carts costs
  // less than an index key rewritten by every cart save (POST public/carts, the busiest write).

  /**
   * loyalty-repository's giveBackVoucher (an order abandoned or its money given back) and the
   * set-null from a deleted order; only the vouchers used.
   */
  await sql`create index user_vouchers_by_used_order on user_vouchers (used_order_id) where used_order_id is not null`.execute(db);
}
