import type { Kysely } from 'kysely';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { Database } from '../db/schema';
import { addDays } from '../domain/later-slots';
import { inGroupOrder, type PayableOrder } from './payments-repository';

/** An order still waiting for its money to be taken by hand, as the staff list shows it. */
export interface OpenOrderRow {
  id: number;
  delivery_type: string;
  table_number: string | null;
  name: string;
  address: string;
  for_later: boolean;
  slot_time: string | null;
  created_at: Date;
  payment_method: PaymentMethod;
  total: number;
}

/** The orders a store's staff confirm as paid: money taken at the counter, at the door or at a table. */
export function staffOrdersRepository(db: Kysely<Database>) {
  return {
    /**
     * The store's unpaid orders with one of `methods` that the staff take the money for on `day`,
     * earliest first: those due on it (their kitchen slot's day), and "now" orders due the day before
     * or after. A "now" order placed late at night is due past midnight (kitchenSlotNow), yet it is
     * paid at its table or counter that night; one placed before midnight is still paid after it.
     */
    async openOfDay(storeId: number, day: string, methods: readonly PaymentMethod[]): Promise<OpenOrderRow[]> {
      const rows = await db
        .selectFrom('orders')
        .leftJoin('store_tables', 'store_tables.id', 'orders.table_id')
        .select([
          'orders.id', 'orders.delivery_type', 'store_tables.number as table_number', 'orders.name', 'orders.address',
          'orders.for_later', 'orders.slot_time', 'orders.created_at', 'orders.payment_method', 'orders.total',
        ])
        .where('orders.store_id', '=', storeId)
        .where((eb) =>
          eb.or([
            eb('orders.slot_day', '=', day),
            eb.and([eb('orders.for_later', '=', false), eb('orders.slot_day', 'in', [addDays(day, -1), addDays(day, 1)])]),
          ]),
        )
        .where('orders.paid_at', 'is', null)
        .where('orders.payment_method', 'in', [...methods])
        .orderBy('orders.slot_day')
        .orderBy('orders.slot_time')
        .orderBy('orders.id')
        .execute();
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** One order of the store, with what confirming its payment needs; undefined for another store's. */
    async ofStore(storeId: number, orderId: number): Promise<(PayableOrder & { table_id: number | null }) | undefined> {
      const row = await db
        .selectFrom('orders')
        .select(['id', 'token', 'total', 'payment_method', 'delivery_type', 'store_id', 'user_id', 'paid_at', 'abandoned_at', 'table_received_at', 'table_id', inGroupOrder])
        .where('id', '=', orderId)
        .where('store_id', '=', storeId)
        .executeTakeFirst();
      return row ? { ...row, total: Number(row.total), in_group_order: Boolean(row.in_group_order), share_id: null, group_order_link: null } : undefined;
    },

    /** Where a paid order is shown live: its store's staff board and, for a table order, its table. */
    async placeOf(orderId: number): Promise<{ store_id: number; table_id: number | null } | undefined> {
      return db.selectFrom('orders').select(['store_id', 'table_id']).where('id', '=', orderId).executeTakeFirst();
    },
  };
}
