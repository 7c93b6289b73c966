import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The whole of a paid order's money went back to the buyer (takeBackPoints marked the order's
 * `money_returned_at`): the bonus points its customer spent on it come back too, as a
 * 'redeemed_given_back' row (migration 170). Once, however often the provider tells it: the
 * ledger takes one row per order and reason, and one statement checks and writes it. Nothing for:
 * - an order whose money did not go back (a partial refund never marks it: the staff see to it);
 * - an order that cost no money (points or a voucher paid all of it): nothing went back to return
 *   points with, so its points stay spent;
 * - an order whose points already came back as 'returned' (abandoned unpaid, paid by hand since);
 * - a deleted account: its ledger was erased with it, and points would be no one's.
 * Answers the points given back by this call.
 */
export async function giveBackSpentPoints(db: Kysely<Database>, orderId: number): Promise<number> {
  const given = await db
    .insertInto('points_ledger')
    .columns(['user_id', 'points', 'reason', 'order_id'])
    .expression((eb) =>
      eb
        .selectFrom('points_ledger as spent')
        .innerJoin('orders', 'orders.id', 'spent.order_id')
        .innerJoin('users', 'users.id', 'spent.user_id')
        .select((s) => ['spent.user_id', s.neg('spent.points').as('points'), s.val('redeemed_given_back').as('reason'), 'spent.order_id'])
        .where('spent.order_id', '=', orderId)
        .where('spent.reason', '=', 'redeemed')
        .where('orders.money_returned_at', 'is not', null)
        .where('orders.total', '>', '0')
        .where('users.deleted_at', 'is', null)
        .where((w) =>
          w.not(w.exists(w.selectFrom('points_ledger as back').select('back.id').where('back.order_id', '=', orderId).where('back.reason', '=', 'returned'))),
        ),
    )
    .onConflict((oc) => oc.columns(['order_id', 'reason']).where('order_id', 'is not', null).doNothing())
    .returning('points')
    .executeTakeFirst();
  return given?.points ?? 0;
}
