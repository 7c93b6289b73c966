import type { App } from '../../app-instance';
import { answers } from '../common-schemas';
import { requestLanguage } from '../../domain/language';
import { StaffHeaders, TableBoardQuery, TableBoardSchema } from './staff-schemas';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';
import { openCallsSince } from '../../domain/table-ordering/open-calls';
import { storedOptionNames } from '../../domain/orders/chosen-options';

/**
 * Table orders of the last hours stay on the board; older ones are the day's history. Counted from
 * the API's clock, as the calls are, so a board read at a given moment shows the same whatever day
 * the database thinks it is.
 */
const BOARD_HOURS = 12;

/**
 * GET staff/table-board: the store's table orders, open calls (the recent unacknowledged ones) and
 * tables, for the staff page; the dishes named in the staff page's language (translate_language,
 * else Content-Language), whatever language each guest ordered in.
 */
export function getTableBoardRoute(app: App): void {
  app.get(
    '/staff/table-board',
    {
      schema: { tags: ['staff'], summary: "The store's table orders, calls and tables", headers: StaffHeaders, querystring: TableBoardQuery, response: answers(TableBoardSchema, 401, 429) },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request) => {
      const storeId = await staffStore(app, request);
      const { tables, stores } = app.repositories;
      const now = app.now();
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      const [orders, requests, tableRows, allStores] = await Promise.all([
        tables.recentOrders(storeId, new Date(now.getTime() - BOARD_HOURS * 3_600_000), language),
        tables.openRequests(storeId, openCallsSince(now)),
        tables.ofStore(storeId),
        stores.all(),
      ]);
      return {
        store_id: storeId,
        store_name: allStores.find((store) => store.id === storeId)?.name ?? '',
        orders: orders.map((order) => ({
          id: order.id,
          table_number: order.table_number,
          name: order.name,
          total: Number(order.total),
          informations: order.informations,
          created_at: order.created_at.toISOString(),
          status: order.table_received_at ? ('received' as const) : ('sent_to_waiter' as const),
          paid: order.paid_at !== null,
          cancelled: order.abandoned_at !== null,
          payment_method: order.payment_method,
          // The kitchen and the waiter need the choices, not only the dish: 'Margherita (40 cm), Extra mozzarella'.
          lines: order.lines.map((line) => ({ name: line.name, size_name: line.size_name, quantity: line.quantity, options: storedOptionNames(line.options) })),
        })),
        requests: requests.map((row) => ({ id: row.id, table_number: row.table_number, kind: row.kind, created_at: row.created_at.toISOString() })),
        tables: tableRows.map((table) => ({ id: table.id, number: table.number, link: table.link })),
      };
    },
  );
}
