import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the customer who placed an order paid of it: the amount its points are a percent of (spec
 * §9). The whole total, except for a group's order (spec §4), which its organiser placed: they
 * paid the shares whose payer they are (their own, and those they paid for, or all of them when
 * one person pays the whole); the other shares were paid by participants, who are not accounts.
 */
export async function paidByCustomer(db: Kysely<Database>, order: { id: number; total: string | number }): Promise<number> {
  const organiser = await db
    .selectFrom('group_order_shares as share')
    .innerJoin('group_order_participants as payer', 'payer.id', 'share.payer_id')
    // amount_due: a share taken over after placing keeps its amount on its own row.
    .select((eb) => eb.fn.sum<string | null>('share.amount_due').as('paid'))
    .where('share.order_id', '=', order.id)
    .where('payer.is_admin', '=', true)
    .executeTakeFirst();
  // No share paid by an organiser: not a group's order.
  return organiser?.paid == null ? Number(order.total) : Number(organiser.paid);
}
