import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the customer who placed an order paid of it: the amount its points are a percent of (spec
 * §9). The whole total, except for a group's order (spec §4), which its organiser placed: they
 * paid the shares whose payer they are (their own, and those they paid for, or all of them when
 * one person pays the whole); the other shares were paid by participants, who are not accounts.
 * As SQL over the query's `orders` row, so one query can ask it of many orders.
 */
export function paidByCustomerSql(): RawBuilder<string> {
  // amount_due: a share taken over after placing keeps its amount on its own row. No share paid
  // by an organiser (a sum of no rows, null): not a group's order.
  return sql<string>`coalesce((
    select sum(share.amount_due) from group_order_shares as share
    join group_order_participants as payer on payer.id = share.payer_id
    where share.order_id = orders.id and payer.is_admin
  ), orders.total)`;
}

export async function paidByCustomer(db: Kysely<Database>, order: { id: number }): Promise<number> {
  const row = await db.selectFrom('orders').select(paidByCustomerSql().as('paid')).where('id', '=', order.id).executeTakeFirstOrThrow();
  return Number(row.paid);
}
