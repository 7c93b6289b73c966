import { sql, type Kysely } from 'kysely';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { Language } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import type { TableRequestKind } from '../db/schema-table-ordering';
import { newTableLink } from '../domain/table-ordering/table-link';
import { linesInLanguage } from './order-line-names';
import { openPaymentStatus } from './open-payment-status';

export interface TableRow {
  id: number;
  store_id: number;
  number: string;
  link: string;
}

export interface TableRequestRow {
  id: number;
  table_id: number;
  table_number: string;
  kind: TableRequestKind;
  created_at: Date;
  acknowledged_at: Date | null;
}

export interface TableOrderRow {
  id: number;
  token: string;
  table_id: number;
  table_number: string;
  name: string;
  total: string;
  informations: string;
  created_at: Date;
  table_received_at: Date | null;
  paid_at: Date | null;
  /** Cancelled unpaid at its deadline (unpaid-order-abandonment): nothing to cook, receive nor take money for. */
  abandoned_at: Date | null;
  /** The staff must see an online payment not made yet before the kitchen cooks the order. */
  payment_method: PaymentMethod;
  lines: Array<{ name: string; size_name: string | null; quantity: number; options: { name?: string; quantity: number }[] }>;
}

export function tablesRepository(db: Kysely<Database>) {
  return {
    async byLink(link: string): Promise<TableRow | undefined> {
      return db.selectFrom('store_tables').select(['id', 'store_id', 'number', 'link']).where('link', '=', link).executeTakeFirst();
    },

    async ofStore(storeId: number): Promise<TableRow[]> {
      const rows = await db.selectFrom('store_tables').select(['id', 'store_id', 'number', 'link']).where('store_id', '=', storeId).execute();
      return rows.sort((a, b) => a.number.localeCompare(b.number, undefined, { numeric: true }));
    },

    /** A new link for a table of the store (the old QR code stops working); undefined for another store's table. */
    async replaceLink(tableId: number, storeId: number): Promise<TableRow | undefined> {
      return db
        .updateTable('store_tables')
        .set({ link: newTableLink() })
        .where('id', '=', tableId)
        .where('store_id', '=', storeId)
        .returning(['id', 'store_id', 'number', 'link'])
        .executeTakeFirst();
    },

    /**
     * Records a call unless the same call was made at this table within `gapSeconds`; the table row is
     * locked first so two taps at once cannot both pass. Answers the new request, or the recent one.
     */
    async addRequest(tableId: number, kind: TableRequestKind, now: Date, gapSeconds: number): Promise<{ added: boolean; request: { id: number; created_at: Date } }> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('store_tables').select('id').where('id', '=', tableId).forUpdate().execute();
        const since = new Date(now.getTime() - gapSeconds * 1000);
        const recent = await trx
          .selectFrom('table_requests')
          .select(['id', 'created_at'])
          .where('table_id', '=', tableId)
          .where('kind', '=', kind)
          .where('created_at', '>', since)
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        if (recent) return { added: false, request: recent };
        const request = await trx.insertInto('table_requests').values({ table_id: tableId, kind, created_at: now }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
        return { added: true, request };
      });
    },

    /** The newest call of each kind at the table made after `since`, for the customer's screen. */
    async latestRequests(tableId: number, since: Date): Promise<TableRequestRow[]> {
      const rows = await db
        .selectFrom('table_requests')
        .innerJoin('store_tables', 'store_tables.id', 'table_requests.table_id')
        .select(['table_requests.id', 'table_requests.table_id', 'store_tables.number as table_number', 'kind', 'table_requests.created_at', 'acknowledged_at'])
        .where('table_id', '=', tableId)
        .where('table_requests.created_at', '>', since)
        .orderBy('table_requests.created_at', 'desc')
        .limit(20)
        .execute();
      return (['waiter', 'bill'] as const).flatMap((kind) => rows.find((row) => row.kind === kind) ?? []);
    },

    /**
     * The store's calls made after `since` that nobody has acknowledged yet, oldest first: of a
     * table's calls of one kind only the newest (a table that called again is one table waiting).
     */
    async openRequests(storeId: number, since: Date): Promise<TableRequestRow[]> {
      const open = await db
        .selectFrom('table_requests')
        .innerJoin('store_tables', 'store_tables.id', 'table_requests.table_id')
        .select(['table_requests.id', 'table_requests.table_id', 'store_tables.number as table_number', 'kind', 'table_requests.created_at', 'acknowledged_at'])
        .where('store_tables.store_id', '=', storeId)
        .where('acknowledged_at', 'is', null)
        .where('table_requests.created_at', '>', since)
        .orderBy('table_requests.created_at')
        .execute();
      return open.filter((row, index) => !open.slice(index + 1).some((later) => later.table_id === row.table_id && later.kind === row.kind));
    },

    /**
     * Acknowledges a call of the store's tables, and the same table's earlier open calls of that
     * kind it stood for; answers its table, or undefined (unknown, another store's, already done).
     */
    async acknowledgeRequest(requestId: number, storeId: number, now: Date): Promise<number | undefined> {
      const call = await db
        .selectFrom('table_requests')
        .select(['table_id', 'kind', 'created_at'])
        .where('id', '=', requestId)
        .where('acknowledged_at', 'is', null)
        .where('table_id', 'in', db.selectFrom('store_tables').select('id').where('store_id', '=', storeId))
        .executeTakeFirst();
      if (!call) return undefined;
      const rows = await db
        .updateTable('table_requests')
        .set({ acknowledged_at: now })
        .where('table_id', '=', call.table_id)
        .where('kind', '=', call.kind)
        .where('created_at', '<=', call.created_at)
        .where('acknowledged_at', 'is', null)
        .returning('id')
        .execute();
      // Another tap on the staff page acknowledged it meanwhile: already done.
      return rows.some((row) => row.id === requestId) ? call.table_id : undefined;
    },

    /** The store's table orders made after `since`, newest first, with their lines named in `language`. */
    async recentOrders(storeId: number, since: Date, language: Language): Promise<TableOrderRow[]> {
      const orders = await db
        .selectFrom('orders')
        .innerJoin('store_tables', 'store_tables.id', 'orders.table_id')
        .select(['orders.id', 'orders.token', 'orders.table_id', 'store_tables.number as table_number', 'orders.name', 'orders.total', 'orders.informations', 'orders.created_at', 'orders.table_received_at', 'orders.paid_at', 'orders.abandoned_at', 'orders.payment_method'])
        .where('store_tables.store_id', '=', storeId)
        .where('orders.created_at', '>', since)
        .orderBy('orders.created_at', 'desc')
        .execute();
      if (orders.length === 0) return [];
      const stored = await db
        .selectFrom('order_lines')
        .select(['order_id', 'product_id', 'name', 'size_id', 'size_name', 'quantity', 'options'])
        .where('order_id', 'in', orders.map((order) => order.id))
        .orderBy('order_id')
        .orderBy('position')
        .execute();
      // The staff read every order in their own language, not in each customer's.
      const lines = await linesInLanguage(db, stored, language);
      return orders.map((order) => ({
        ...order,
        table_id: order.table_id as number,
        total: String(order.total),
        lines: lines.filter((line) => line.order_id === order.id).map(({ order_id: _order, product_id: _product, size_id: _size, ...line }) => line),
      }));
    },

    /**
     * Marks a table order of the store received; answers its table, or undefined (also for one
     * cancelled unpaid: nothing is to be served, and a received order would be the table's to settle).
     * The deadline's round cancels only an order not received, so one of the two comes first.
     */
    async receiveOrder(orderId: number, storeId: number, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('orders')
        .set({ table_received_at: sql<Date>`coalesce(table_received_at, ${now})` })
        .where('id', '=', orderId)
        .where('abandoned_at', 'is', null)
        .where('table_id', 'in', db.selectFrom('store_tables').select('id').where('store_id', '=', storeId))
        .returning('table_id')
        .executeTakeFirst();
      return row?.table_id ?? undefined;
    },

    /** With the status of its open payment (null when none was started), which says whether one is under way. */
    async orderAtTable(
      tableId: number,
      token: string,
    ): Promise<
      | { token: string; table_received_at: Date | null; paid_at: Date | null; abandoned_at: Date | null; payment_method: PaymentMethod; total: number; open_payment_status: PaymentStatus | 'creating' | null }
      | undefined
    > {
      const row = await db
        .selectFrom('orders')
        .select(['token', 'table_received_at', 'paid_at', 'abandoned_at', 'payment_method', 'total'])
        .select(openPaymentStatus)
        .where('table_id', '=', tableId)
        .where('token', '=', token)
        .executeTakeFirst();
      return row ? { ...row, total: Number(row.total), open_payment_status: row.open_payment_status ?? null } : undefined;
    },
  };
}
