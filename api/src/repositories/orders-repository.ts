import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { OrderLine, PlacedOrder, PlacedTableOrder } from 'shared-contracts/types/order';
import type { Language } from 'shared-contracts/types/language';
import type { Store } from 'shared-contracts/types/store';
import type { Database, OrderLinesTable, OrdersTable } from '../db/schema';
import { slotKey } from '../domain/later-slots';
import { storedOptionNames } from '../domain/orders/chosen-options';
import { isPaymentDue } from '../domain/orders/payment-due';
import { linesInLanguage } from './order-line-names';
import { placeGroupOrder, type GroupOrderPlacementDraft } from './group-orders-repository';
import { outboxRepository, type OutgoingMessage } from './outbox-repository';
import { paymentsRepository } from './payments-repository';

export type OrderDraft = Omit<Insertable<OrdersTable>, 'id' | 'created_at'> & {
  lines: Omit<Insertable<OrderLinesTable>, 'order_id'>[];
  /** A group's order (issue 7): linked to its group order, with each participant's share. */
  group?: GroupOrderPlacementDraft | null;
};

/** What an order must hold back while it is stored: its kitchen slot's cap and the points it spends. */
export interface OrderLimits {
  ordersPerSlot: number | null;
  /** Bonus points the signed-in customer spends (debited in the same transaction). */
  points: { userId: number; points: number } | null;
  /** A voucher given to the signed-in customer, marked used by this order in the same transaction. */
  accountVoucher?: { userId: number; code: string } | null;
}

/** The order as stored, answered as POST public/orders answers it (no read-back after the insert). */
export interface StoredOrder {
  stored: PlacedOrder & { request_hash: string };
}

/** The order another request placed from the same cart first: its token. */
export interface CartOrdered {
  cartOrdered: string;
}

export type InsertOutcome = StoredOrder | CartOrdered | 'duplicate' | 'slot_full' | 'points_short' | 'voucher_used' | 'group_order_placed';

type OrderStore = Pick<Store, 'id' | 'name' | 'address' | 'phone'>;

/** Rolls back an order whose group order was placed by another order meanwhile. */
class GroupOrderAlreadyPlaced extends Error {}

/** Rolls back an order whose account voucher another order used meanwhile. */
class VoucherAlreadyUsed extends Error {}

type OrderRow = Selectable<Database['orders']>;

/** First keys of the advisory locks that serialise counting a store's kitchen slots and a customer's points. */
const SLOT_LOCK = 4050;
const POINTS_LOCK = 4052;

export function ordersRepository(db: Kysely<Database>) {
  async function read(row: OrderRow | undefined, language?: Language): Promise<(PlacedOrder & { request_hash: string }) | null> {
    if (!row) return null;
    const [stored, store, table, payment, groupExtra] = await Promise.all([
      db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).orderBy('position').execute(),
      db.selectFrom('stores').select(['id', 'name', 'address', 'phone']).where('id', '=', row.store_id).executeTakeFirstOrThrow(),
      row.table_id === null ? undefined : db.selectFrom('store_tables').select('number').where('id', '=', row.table_id).executeTakeFirst(),
      paymentsRepository(db).forOrder(row.id),
      groupExtraOf(db, row.id),
    ]);
    const lines = language ? await linesInLanguage(db, stored, language) : stored;
    return toPlacedOrder(row, lines, store, tableOfOrder(row, table), payment?.status ?? null, groupExtra);
  }

  return {
    /** With a `language`, its lines named as the catalogue says them in it (the order's page, read now). */
    async findByToken(token: string, language?: Language) {
      return read(await db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst(), language);
    },

    async findById(id: number) {
      return read(await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst());
    },

    async findByIdempotencyKey(key: string) {
      return read(await db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst());
    },

    /** The token of the order placed from a cart (by its token's hash), if one was. */
    async orderOfCart(cartTokenHash: string): Promise<string | undefined> {
      return (await orderOfCartIn(db, cartTokenHash))?.token;
    },

    /** Bonus points never expire: the balance is the ledger's sum. */
    async pointsBalance(userId: number): Promise<number> {
      return pointsBalanceIn(db, userId);
    },

    /** The most bonus points one order may take off (0 when the brand has no loyalty settings). */
    async maxPointsPerOrder(): Promise<number> {
      const row = await db.selectFrom('loyalty_settings').select('max_points_per_order').orderBy('id').executeTakeFirst();
      return row?.max_points_per_order ?? 0;
    },

    /** How many orders each kitchen slot of a store and service holds, from a day on (by slotKey). */
    async takenSlots(storeId: number, service: 'delivery' | 'pickup', fromDay: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('orders')
        .select(['slot_day', 'slot_time', (eb) => eb.fn.countAll<string>().as('n')])
        .where('store_id', '=', storeId)
        .where('delivery_type', '=', service)
        .where('slot_day', '>=', fromDay)
        // An order abandoned unpaid gives its slot back.
        .where('abandoned_at', 'is', null)
        .groupBy(['slot_day', 'slot_time'])
        .execute();
      return new Map(rows.map((row) => [slotKey({ day: row.slot_day ?? '', time: row.slot_time ?? '' }), Number(row.n)]));
    },

    /**
     * Stores the order and its lines in one transaction. 'duplicate' when another request with the
     * same idempotency key got there first (the unique key decides, not a read-then-write race);
     * `cartOrdered` when another order was placed from the same cart (its unique token hash decides);
     * 'slot_full' when its kitchen slot already holds `ordersPerSlot` orders; 'points_short' when
     * the customer no longer has the points it spends; 'voucher_used' when another order used the
     * customer's voucher first (a conditional update: of two at once, the second finds it used and
     * stores nothing). Slots and balances are counted under transaction locks (per store, per
     * customer), so concurrent submits cannot overfill a slot or spend the same points twice.
     *
     * `confirmation` is the message the customer is sent about the stored order; it goes into the
     * outbox in the same transaction, so there is never an order without its confirmation nor a
     * confirmation of an order that was not stored. An order due to be paid online holds it until
     * it is paid (outbox-repository's `released`).
     */
    async insert(
      draft: OrderDraft,
      limits: OrderLimits,
      store?: OrderStore,
      confirmation?: (order: PlacedOrder) => OutgoingMessage,
    ): Promise<InsertOutcome> {
      const { lines, group, ...order } = draft;
      const { ordersPerSlot, points, accountVoucher } = limits;
      return db.transaction().execute(async (trx): Promise<InsertOutcome> => {
        const capped = ordersPerSlot !== null && order.slot_day && order.slot_time ? { cap: ordersPerSlot, day: order.slot_day, time: order.slot_time } : null;
        if (capped) await sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${order.store_id})`.execute(trx);
        if (points) await sql`select pg_advisory_xact_lock(${POINTS_LOCK}, ${points.userId})`.execute(trx);
        if (capped || points) {
          // A retry that waited for the lock behind its own first submit is that order, not a refusal.
          const same = await trx.selectFrom('orders').select('id').where('idempotency_key', '=', order.idempotency_key).executeTakeFirst();
          if (same) return 'duplicate';
        }
        if (points && (await pointsBalanceIn(trx, points.userId)) < points.points) return 'points_short';
        if (capped) {
          const held = await trx
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('store_id', '=', order.store_id)
            .where('delivery_type', '=', order.delivery_type)
            .where('slot_day', '=', capped.day)
            .where('slot_time', '=', capped.time)
            .where('abandoned_at', 'is', null)
            .executeTakeFirstOrThrow();
          if (Number(held.n) >= capped.cap) return 'slot_full';
        }
        // Either unique key may stop it: the same submit again, or another order of the same cart.
        const inserted = await trx.insertInto('orders').values(order).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
        if (!inserted) {
          const ofCart = order.cart_token_hash ? await orderOfCartIn(trx, order.cart_token_hash) : undefined;
          const same = await trx.selectFrom('orders').select('id').where('idempotency_key', '=', order.idempotency_key).executeTakeFirst();
          return ofCart && !same ? { cartOrdered: ofCart.token } : 'duplicate';
        }
        const storedLines = await trx
          .insertInto('order_lines')
          .values(lines.map((line) => ({ ...line, order_id: inserted.id })))
          .returningAll()
          .execute();
        if (points) {
          await trx.insertInto('points_ledger').values({ user_id: points.userId, points: -points.points, reason: 'redeemed', order_id: inserted.id }).execute();
        }
        if (accountVoucher && !(await useAccountVoucher(trx, accountVoucher, inserted.id))) throw new VoucherAlreadyUsed();
        if (group && !(await placeGroupOrder(trx, inserted.id, group))) throw new GroupOrderAlreadyPlaced();
        const storeOfOrder =
          store ?? (await trx.selectFrom('stores').select(['id', 'name', 'address', 'phone']).where('id', '=', inserted.store_id).executeTakeFirstOrThrow());
        storedLines.sort((a, b) => a.position - b.position);
        // Only a table order reads its table.
        const table = inserted.table_id === null ? undefined : await trx.selectFrom('store_tables').select('number').where('id', '=', inserted.table_id).executeTakeFirst();
        // Just stored: no payment has been started for it yet. Only a group's order has an extra.
        const groupExtra = group ? await groupExtraOf(trx, inserted.id) : 0;
        const stored = toPlacedOrder(inserted, storedLines, storeOfOrder, tableOfOrder(inserted, table), null, groupExtra);
        // An order that waits for an online payment is confirmed once paid: until then its e-mail
        // would thank the customer for food that is not coming unless they pay.
        if (confirmation) await outboxRepository(trx).enqueue(confirmation(stored), stored.payment_due ? inserted.id : null);
        return { stored };
      }).catch((error: unknown): InsertOutcome => {
        if (error instanceof GroupOrderAlreadyPlaced) return 'group_order_placed';
        if (error instanceof VoucherAlreadyUsed) return 'voucher_used';
        throw error;
      });
    },
  };
}

/** Marks the account's voucher used by the order, if it is not used yet; answers whether it was. */
async function useAccountVoucher(trx: Kysely<Database>, voucher: { userId: number; code: string }, orderId: number): Promise<boolean> {
  const used = await trx
    .updateTable('user_vouchers')
    .set({ used_at: sql<Date>`now()`, used_order_id: orderId })
    .where('user_id', '=', voucher.userId)
    .where('voucher_code', '=', voucher.code)
    .where('used_at', 'is', null)
    .returning('used_order_id')
    .executeTakeFirst();
  return used !== undefined;
}

function orderOfCartIn(executor: Kysely<Database>, cartTokenHash: string) {
  return executor.selectFrom('orders').select('token').where('cart_token_hash', '=', cartTokenHash).executeTakeFirst();
}

async function pointsBalanceIn(executor: Kysely<Database>, userId: number): Promise<number> {
  const row = await executor
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('points'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/**
 * The group extra of a group's order (group_orders.pay_extra, which its total includes though the
 * order row does not hold it); 0 for any other order.
 */
async function groupExtraOf(executor: Kysely<Database>, orderId: number): Promise<number> {
  const group = await executor.selectFrom('group_orders').select('pay_extra').where('order_id', '=', orderId).executeTakeFirst();
  return group ? Number(group.pay_extra) : 0;
}

/** A table order's table and where it stands (spec §4: sent to waiter, then received); null for the others. */
function tableOfOrder(row: OrderRow, table: { number: string } | undefined): PlacedTableOrder | null {
  return table && row.table_id !== null ? { id: row.table_id, number: table.number, status: row.table_received_at ? 'received' : 'sent_to_waiter' } : null;
}

function toPlacedOrder(
  row: OrderRow,
  lines: Selectable<Database['order_lines']>[],
  store: Pick<Store, 'id' | 'name' | 'address' | 'phone'>,
  table: PlacedTableOrder | null,
  openPaymentStatus: Selectable<Database['payments']>['status'] | null,
  groupExtra: number,
): PlacedOrder & { request_hash: string } {
  return {
    token: row.token,
    request_hash: row.request_hash,
    created_at: new Date(row.created_at).toISOString(),
    delivery_type: row.delivery_type,
    pickup_type: row.pickup_type,
    store,
    name: row.name,
    address: row.address,
    address_line2: row.address_line2,
    for_later: row.for_later,
    later_day: row.later_day,
    later_time: row.later_time,
    estimated_minutes: row.estimated_minutes,
    payment_method: row.payment_method,
    voucher_code: row.voucher_code,
    lines: lines.map(
      (line): OrderLine => ({
        product_id: line.product_id,
        name: line.name,
        quantity: line.quantity,
        size_name: line.size_name,
        options: storedOptionNames(line.options),
        unit_price: Number(line.unit_price),
        total: Number(line.total),
      }),
    ),
    subtotal: Number(row.subtotal),
    delivery_fee: Number(row.delivery_fee),
    packaging_fee: Number(row.packaging_fee),
    voucher_value: Number(row.voucher_value),
    free_products_discount: Number(row.free_products_discount),
    loyalty_points: row.loyalty_points,
    group_extra: groupExtra,
    total: Number(row.total),
    table,
    payment_due: isPaymentDue(row, openPaymentStatus),
    abandoned: row.abandoned_at !== null,
  };
}
