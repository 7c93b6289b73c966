import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { ONLINE_PAYMENT_METHODS } from 'shared-contracts/payments/payment-methods';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import type { Language } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import type { AbandonedOrder } from '../domain/orders/abandoned-order-email';
import { loyaltyRepository } from './loyalty-repository';
import { outboxRepository, type OutgoingMessage } from './outbox-repository';
import { isClosable, type PaymentRow } from './payments-repository';

/** What abandoning an order came to; see `abandon`. */
export type Abandoning = 'abandoned' | 'paid' | 'not_overdue' | 'under_way';


/** By the database's clock, as the orders' created_at and the payments' times are compared with it. */
const cutoff = sql<Date>`now() - ${UNPAID_ORDER_DEADLINE_MINUTES} * interval '1 minute'`;

/**
 * An order this rule covers (unpaid-order-abandonment's cancelledIfUnpaid, or a split group's order:
 * paidByShares) while it waits: paid online, not paid nor abandoned, not a group's paid as a whole
 * (its organiser pays for it, or removes or deletes) nor any group's at a table (abandonIfOverdue
 * leaves those to the group's flows). A table's own order is covered while the waiter has not
 * received it: its guest may leave unpaid. Once received it may be cooked and eaten, so the table
 * settles it (the staff's "paid here"), never the deadline. A split group's order is paid share by share, by its participants: one share never paid keeps the
 * others' money.
 */
function waitingOrder(eb: ExpressionBuilder<Database, 'orders'>) {
  const groupOrder = eb.selectFrom('group_orders').select('group_orders.id').whereRef('group_orders.order_id', '=', 'orders.id');
  return eb.and([
    eb('orders.paid_at', 'is', null),
    eb('orders.abandoned_at', 'is', null),
    eb('orders.payment_method', 'in', [...ONLINE_PAYMENT_METHODS]),
    eb.not(eb.exists(groupOrder.where('group_orders.payment_mode', '!=', 'split'))),
    eb.or([eb('orders.delivery_type', '!=', 'table'), eb.and([eb.not(eb.exists(groupOrder)), eb('orders.table_received_at', 'is', null)])]),
  ]);
}

/**
 * When a waiting order becomes overdue: UNPAID_ORDER_DEADLINE_MINUTES after its placing, its last
 * change of method or its payments' last change (made or tried; a split group's order has one per
 * share, and only it has any), whichever came last, so a customer who tried at the last minute
 * gets the same time again to try once more, and one who switches a cash order placed long before
 * to card gets the whole time to pay from the switch (the order has no payment yet). By the database's clock, as `cutoff`; greatest() skips the nulls.
 */
const lastPaymentChange = sql<Date | null>`(select max(payments.updated_at) from payments where payments.order_id = orders.id)`;
const deadlineOfOrder = sql<Date>`greatest(orders.created_at, orders.payment_method_changed_at, ${lastPaymentChange}) + ${UNPAID_ORDER_DEADLINE_MINUTES} * interval '1 minute'`;

/** A waiting order past its deadline. */
function overdueOrder() {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.and([
      waitingOrder(eb),
      // Implied by the deadline, and said alone so the index of unpaid online orders finds them.
      eb('orders.created_at', '<', cutoff),
      eb(deadlineOfOrder, '<', sql<Date>`now()`),
    ]);
}

/** Orders paid online and never paid in time (shared-contracts' unpaid-order-deadline). */
export function abandonedOrdersRepository(db: Kysely<Database>) {
  return {
    /** Whether the order with this id is overdue now (it may have been paid meanwhile). */
    async isOverdue(orderId: number): Promise<boolean> {
      const row = await db.selectFrom('orders').select('id').where('id', '=', orderId).where(overdueOrder()).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * When the waiting order with this token becomes overdue (overdueOrder's deadline). Undefined
     * when the rule does not cover it, or no longer does (paid, cancelled).
     */
    async paymentDeadline(token: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('orders')
        .select(deadlineOfOrder.as('deadline'))
        .where('orders.token', '=', token)
        .where(waitingOrder)
        .executeTakeFirst();
      return row && new Date(row.deadline);
    },

    /**
     * The same for the share with this token of a split group's order: the order's deadline, as the
     * order is abandoned as a whole (counted over all its shares' payments), never a share alone.
     */
    async sharePaymentDeadline(shareToken: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('orders')
        .innerJoin('group_order_shares as s', 's.order_id', 'orders.id')
        .select(deadlineOfOrder.as('deadline'))
        .where('s.token', '=', shareToken)
        .where(waitingOrder)
        .executeTakeFirst();
      return row && new Date(row.deadline);
    },

    /**
     * Whether the abandoned order with this token may have cost its customer money: one of its own
     * payments was closed unverified ('error_checking', see `abandon`) and is still so, or its
     * provider confirmed it since ('succeeded': the staff are told to refund it). One its provider
     * found failed since charged nothing. False for an order not abandoned.
     */
    async paymentUnverified(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .select('payments.id')
        .where('orders.token', '=', token)
        .where('orders.abandoned_at', 'is not', null)
        .where('payments.share_id', 'is', null)
        .where('payments.replaced_at', 'is not', null)
        .where('payments.status', 'in', ['error_checking', 'succeeded'])
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The open payments of a split group's order's shares, each with its share's token (what pays
     * it): those not succeeded are closed when it is abandoned, those succeeded are money the shop
     * must refund then.
     */
    async openSharePayments(orderId: number): Promise<(PaymentRow & { share_token: string })[]> {
      return db
        .selectFrom('payments')
        .innerJoin('group_order_shares as s', 's.id', 'payments.share_id')
        .selectAll('payments')
        .select('s.token as share_token')
        .where('payments.order_id', '=', orderId)
        .where('payments.replaced_at', 'is', null)
        .orderBy('payments.id')
        .execute();
    },

    /**
     * The tokens of up to `limit` overdue orders, for a round to take on: those no round took on
     * yet, oldest first, then those taken on longest ago. Each is marked taken on now, so an order
     * a round cannot close yet (its payment settling, its provider silent) goes behind the others:
     * by the oldest alone, as many such orders as a round takes would come first every round and no
     * newer one would ever be abandoned.
     */
    async overdue(limit: number): Promise<string[]> {
      const rows = await db
        .updateTable('orders')
        .set({ overdue_checked_at: sql<Date>`now()` })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('orders')
            .select('id')
            .where(overdueOrder())
            .orderBy(sql`overdue_checked_at nulls first`)
            .orderBy('created_at')
            .limit(limit),
        )
        .returning('token')
        .execute();
      return rows.map((row) => row.token);
    },

    /**
     * Abandons an overdue order in one transaction: its open payment is closed (the one `closable`
     * names, found closable and already cancelled at its provider where a browser could pay it
     * there; for a split group's order, each open payment of an unpaid share, all named, while a
     * paid share's stays as it is: its money is the shop's to refund), the bonus points it
     * redeemed come back as a 'returned' ledger row, and the account voucher it used is unused
     * again. The order row is locked first, as a change of method and a
     * payment's claim lock it, so an attempt to pay either started before (its payment is no longer
     * closable: 'under_way', left for the next round) or finds the payment closed and the order
     * abandoned; its confirmation, held until paid, is dropped. 'paid' when it was paid meanwhile;
     * 'not_overdue' when it no longer is (a payment was tried since its deadline began) or was
     * abandoned already. `notice` writes what the customer is told, from the order and what it gave
     * back (and whether the payment closed was unverified), in the language it was placed in (null
     * before migration 157); it goes into the outbox in the same transaction, when there is one.
     */
    async abandon(
      orderId: number,
      closing: readonly number[],
      notice: (order: AbandonedOrder, language: Language | null) => OutgoingMessage | null,
    ): Promise<Abandoning> {
      return db.transaction().execute(async (trx): Promise<Abandoning> => {
        const locked = await trx.selectFrom('orders').select('paid_at').where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
        if (locked.paid_at) return 'paid';
        if (!(await trx.selectFrom('orders').select('id').where('id', '=', orderId).where(overdueOrder()).executeTakeFirst())) return 'not_overdue';
        // The order's own open payment, and a split group's order's open share payments (a share's
        // claim share-locks the order row, so none is made once it is locked here).
        const openPayments = await trx
          .selectFrom('payments')
          .select(['id', 'status', 'updated_at', 'share_id'])
          .where('order_id', '=', orderId)
          .where('replaced_at', 'is', null)
          .forUpdate()
          .execute();
        const open = openPayments.find((payment) => payment.share_id === null);
        if (open?.status === 'succeeded') return 'paid';
        const unpaid = openPayments.filter((payment) => payment.status !== 'succeeded');
        if (unpaid.some((payment) => !isClosable(payment) || !closing.includes(payment.id))) return 'under_way';
        const at = new Date();
        if (unpaid.length > 0) {
          await trx.updateTable('payments').set({ replaced_at: at, updated_at: at }).where('id', 'in', unpaid.map((payment) => payment.id)).execute();
        }
        await trx.updateTable('orders').set({ abandoned_at: sql<Date>`now()` }).where('id', '=', orderId).execute();
        const redeemed = await trx.selectFrom('points_ledger').select(['user_id', 'points']).where('order_id', '=', orderId).where('reason', '=', 'redeemed').executeTakeFirst();
        if (redeemed) {
          await trx
            .insertInto('points_ledger')
            .values({ user_id: redeemed.user_id, points: -redeemed.points, reason: 'returned', order_id: orderId })
            .onConflict((oc) => oc.columns(['order_id', 'reason']).where('order_id', 'is not', null).doNothing())
            .execute();
        }
        const voucherGivenBack = await loyaltyRepository(trx).giveBackVoucher(orderId);
        const placed = await trx
          .selectFrom('orders')
          .innerJoin('stores', 'stores.id', 'orders.store_id')
          .select(['orders.token', 'orders.name', 'orders.email', 'orders.language', 'orders.created_at as placedAt', 'orders.payment_method_changed_at as methodChangedAt', 'stores.name as store'])
          .where('orders.id', '=', orderId)
          .executeTakeFirstOrThrow();
        const { language, ...placedOrder } = placed;
        const told: AbandonedOrder = {
          ...placedOrder,
          pointsReturned: redeemed ? -redeemed.points : 0,
          voucherReturned: voucherGivenBack,
          // As closed here, under its lock: its customer may have been charged.
          paymentUnverified: open?.status === 'error_checking',
          paidByShares: (await trx.selectFrom('group_orders').select('id').where('order_id', '=', orderId).where('payment_mode', '=', 'split').executeTakeFirst()) !== undefined,
          sharesPaid: openPayments.filter((payment) => payment.share_id !== null && payment.status === 'succeeded').length,
        };
        const outbox = outboxRepository(trx);
        await outbox.dropHeldFor(orderId);
        const message = notice(told, language);
        if (message) await outbox.enqueue(message);
        return 'abandoned';
      });
    },
  };
}

