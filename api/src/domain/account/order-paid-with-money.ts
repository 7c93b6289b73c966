import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { paidByCustomerSql } from './paid-by-customer';

/**
 * A customer's orders paid with money (an order a voucher or points paid in full cost them
 * nothing): the first of them is the one moment a friend's referral is decided
 * (creditPointsForPaidOrder), so after it a validated phone earns the referrer nothing.
 */
export function ordersPaidWithMoney(db: Kysely<Database>, userId: number) {
  return db.selectFrom('orders').select('id').where('user_id', '=', userId).where('paid_at', 'is not', null).where(sql<boolean>`${paidByCustomerSql()} > 0`);
}

/** Whether the customer has an order paid with money (ordersPaidWithMoney). */
export async function hasOrderPaidWithMoney(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await ordersPaidWithMoney(db, userId).executeTakeFirst()) !== undefined;
}
