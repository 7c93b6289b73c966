import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { notFound } from '../../http-error';
import { answers } from '../common-schemas';
import { storeTablesTopic, tableTopic } from '../public/tables/table-by-link';
import { IdParams, StaffHeaders } from './staff-schemas';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';

/** POST staff/tables/{id}/new-link: a table's QR code is replaced; the old one stops working at once. */
export function postTableLinkRoute(app: App): void {
  app.post(
    '/staff/tables/:id/new-link',
    {
      schema: {
        tags: ['staff'],
        summary: "Replace a table's QR code link",
        headers: StaffHeaders,
        params: IdParams,
        response: answers(Type.Object({ id: Type.Integer(), number: Type.String(), link: Type.String() }), 401, 404, 429),
      },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request) => {
      const storeId = await staffStore(app, request);
      const table = await app.repositories.tables.replaceLink(request.params.id, storeId);
      if (!table) throw notFound(tableMessage(request, 'not_found'));
      // A screen open on the old code reads it again and says it is no longer valid, before a
      // guest taps a call that would be refused; the board shows the new one.
      await Promise.all([app.live.changed(tableTopic(table.id)), app.live.changed(storeTablesTopic(storeId))]);
      return { id: table.id, number: table.number, link: table.link };
    },
  );
}
