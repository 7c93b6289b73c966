import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One payment's money all going back (record). */
export interface PaymentReturned {
  /** This call recorded it: a payment's money goes back once, however often the provider tells it. */
  first: boolean;
  /** No money that paid the order is the shop's any more: the order was paid, and every payment that paid it went back. */
  allOfOrder: boolean;
}

/**
 * The payments that paid the order (succeeded, not closed: a closed one's money paid nothing) whose
 * money is still the shop's. Its caller selects what it needs.
 */
export function standingPayments(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payments')
    .where('payments.order_id', '=', orderId)
    .where('payments.status', '=', 'succeeded')
    .where('payments.replaced_at', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('returned_payments').select('payment_id').whereRef('returned_payments.payment_id', '=', 'payments.id'))));
}

/**
 * The payments whose money all went back to the buyer (migration 173): a split group's order is
 * paid by several, and its money has all gone back only once each of them has.
 */
export function returnedPaymentsRepository(db: Kysely<Database>) {
  return {
    /**
     * Records that all of the payment's money went back, under the order's lock (as its credit and
     * takeBackPoints take it), so of two of its payments going back at once the second sees the
     * first. `db` is the transaction that takes back what the payment earned: the lock holds until then.
     */
    async record(payment: { id: number; order_id: number }, at: Date): Promise<PaymentReturned> {
      const order = await db.selectFrom('orders').select('paid_at').where('id', '=', payment.order_id).forUpdate().executeTakeFirstOrThrow();
      const recorded = await db
        .insertInto('returned_payments')
        .values({ payment_id: payment.id, returned_at: at })
        .onConflict((oc) => oc.column('payment_id').doNothing())
        .returning('payment_id')
        .executeTakeFirst();
      const standing = await standingPayments(db, payment.order_id).select('payments.id').executeTakeFirst();
      return { first: recorded !== undefined, allOfOrder: order.paid_at !== null && standing === undefined };
    },
  };
}
