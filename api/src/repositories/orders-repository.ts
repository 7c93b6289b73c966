import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OrderLine, PlacedOrder } from 'shared-contracts/types/order';
import type { Store } from 'shared-contracts/types/store';
import type { Database, OrderLinesTable, OrdersTable } from '../db/schema';

export type OrderDraft = Omit<Insertable<OrdersTable>, 'id' | 'created_at'> & {
  lines: Omit<Insertable<OrderLinesTable>, 'order_id'>[];
};

type OrderRow = Selectable<Database['orders']>;

export function ordersRepository(db: Kysely<Database>) {
  async function read(row: OrderRow | undefined): Promise<(PlacedOrder & { request_hash: string }) | null> {
    if (!row) return null;
    const [lines, store] = await Promise.all([
      db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).orderBy('position').execute(),
      db.selectFrom('stores').select(['id', 'name', 'address', 'phone']).where('id', '=', row.store_id).executeTakeFirstOrThrow(),
    ]);
    return toPlacedOrder(row, lines, store);
  }

  return {
    async findByToken(token: string) {
      return read(await db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst());
    },

    async findByIdempotencyKey(key: string) {
      return read(await db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst());
    },

    /**
     * Stores the order and its lines in one transaction. Returns false when another request with
     * the same idempotency key got there first: the unique key decides, not a read-then-write race.
     */
    async insert(draft: OrderDraft): Promise<boolean> {
      const { lines, ...order } = draft;
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('orders')
          .values(order)
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        await trx
          .insertInto('order_lines')
          .values(lines.map((line) => ({ ...line, order_id: inserted.id })))
          .execute();
        return true;
      });
    },
  };
}

function toPlacedOrder(
  row: OrderRow,
  lines: Selectable<Database['order_lines']>[],
  store: Pick<Store, 'id' | 'name' | 'address' | 'phone'>,
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
        unit_price: Number(line.unit_price),
        total: Number(line.total),
      }),
    ),
    subtotal: Number(row.subtotal),
    delivery_fee: Number(row.delivery_fee),
    packaging_fee: Number(row.packaging_fee),
    voucher_value: Number(row.voucher_value),
    free_products_discount: Number(row.free_products_discount),
    total: Number(row.total),
  };
}
