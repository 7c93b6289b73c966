import type { App } from '../../../app-instance';
import { notFound } from '../../../http-error';
import { tableMessage } from '../../../domain/table-ordering/table-messages';
import { answers } from '../../common-schemas';
import { TableLinkParams, TableSchema } from './table-schemas';
import { tableByLink } from './table-by-link';
import { openCallsSince } from '../../../domain/table-ordering/open-calls';
import { takesTableOrdersNow, tablesClosedMessage } from '../../../domain/table-ordering/tables-open';
import { contentLanguageOf } from '../../../domain/language';

/**
 * GET public/tables/{link}: the table a QR code opens, with its latest calls still open
 * (domain/table-ordering/open-calls) and whether its store takes table orders now.
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
      const requests = await app.repositories.tables.latestRequests(table.id, openCallsSince(now));
      const open = takesTableOrdersNow(store, stores, now);
      return {
        table_id: table.id,
        table_number: table.number,
        store_id: table.store_id,
        store_name: store.name,
        takes_orders_now: open,
        closed_message: open ? '' : tablesClosedMessage(store, contentLanguageOf(request)),
        requests: requests.map((row) => ({ id: row.id, kind: row.kind, created_at: row.created_at.toISOString(), acknowledged: row.acknowledged_at !== null })),
      };
    },
  );
}
