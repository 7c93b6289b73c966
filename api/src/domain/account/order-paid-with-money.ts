import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { paidByCustomerSql } from './paid-by-customer';

/**
 * Whether the customer has an order paid with money (an order a voucher or points paid in full
 * cost them nothing): the first such order is the one moment a friend's referral is decided
 * (creditPointsForPaidOrder), so after it a validated phone earns the referrer nothing.
 */
export async function hasOrderPaidWithMoney(db: Kysely<Database>, userId: number): Promise<boolean> {
  const paid = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .where(sql<boolean>`${paidByCustomerSql()} > 0`)
    .executeTakeFirst();
  return paid !== undefined;
}
