import type { App } from '../../../app-instance';
import { notFound } from '../../../http-error';
import { tableMessage } from '../../../domain/table-ordering/table-messages';
import { answers } from '../../common-schemas';
import { TableLinkParams, TableSchema } from './table-schemas';
import { tableByLink } from './table-by-link';
import { takesTableOrdersNow, tablesClosedMessage } from '../../../domain/table-ordering/tables-open';
import { contentLanguageOf } from '../../../domain/language';
import { callsShownSince, tableVisit } from '../../../domain/table-ordering/table-visit';

/**
 * GET public/tables/{link}: the table a QR code opens, with the latest calls of the guests now at
 * it (still open, domain/table-ordering/open-calls, and made since the table was last paid off: a
 * new party does not read the earlier one's), whether everything ordered is paid (the bill is then
 * not asked for), and whether its store takes table orders now.
 */
export function getTableRoute(app: App): void {
  app.get(
    '/public/tables/:link',
    { schema: { tags: ['tables'], summary: 'The table a QR code opens', params: TableLinkParams, response: answers(TableSchema, 400, 404) } },
    async (request) => {
      const table = await tableByLink(app, request, request.params.link);
      const stores = await app.repositories.stores.all();
      const store = stores.find((candidate) => candidate.id === table.store_id);
      if (!store) throw notFound(tableMessage(request, 'link_invalid'));
      const now = app.now();
      const visit = await tableVisit(app, table.id, now);
      const requests = await app.repositories.tables.latestRequests(table.id, callsShownSince(visit, now));
      const takesOrders = takesTableOrdersNow(store, now);
      return {
        table_id: table.id,
        table_number: table.number,
        store_id: table.store_id,
        store_name: store.name,
        takes_orders_now: takesOrders,
        closed_message: takesOrders ? '' : tablesClosedMessage(store, contentLanguageOf(request)),
        paid_off: visit.paidOff,
        paid_off_message: visit.paidOff ? tableMessage(request, 'paid_off') : '',
        requests: requests.map((row) => ({ id: row.id, kind: row.kind, created_at: row.created_at.toISOString(), acknowledged: row.acknowledged_at !== null })),
      };
    },
  );
}
