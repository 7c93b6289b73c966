import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { notFound } from '../../http-error';
import { answers } from '../common-schemas';
import { storeTablesTopic, tableTopic } from '../public/tables/table-by-link';
import { IdParams, StaffHeaders } from './staff-schemas';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';

const Done = Type.Object({ ok: Type.Literal(true) });

/**
 * POST staff/table-orders/{id}/received and staff/table-requests/{id}/acknowledged: the staff has
 * the order or is on the way; the table's screen changes at once. Another store's ids are 404.
 */
export function postAcknowledgementRoutes(app: App): void {
  const options = (summary: string) => ({
    schema: { tags: ['staff'], summary, headers: StaffHeaders, params: IdParams, response: answers(Done, 401, 404, 429) },
    config: { rateLimit: STAFF_RATE_LIMIT },
  });

  async function tell(tableId: number, storeId: number): Promise<{ ok: true }> {
    await Promise.all([app.live.changed(tableTopic(tableId)), app.live.changed(storeTablesTopic(storeId))]);
    return { ok: true };
  }

  app.post('/staff/table-orders/:id/received', options('A table order is received'), async (request) => {
    const storeId = await staffStore(app, request);
    const tableId = await app.repositories.tables.receiveOrder(request.params.id, storeId, app.now());
    if (tableId === undefined) throw notFound(tableMessage(request, 'not_found'));
    return tell(tableId, storeId);
  });

  app.post('/staff/table-requests/:id/acknowledged', options('A call from a table is acknowledged'), async (request) => {
    const storeId = await staffStore(app, request);
    const tableId = await app.repositories.tables.acknowledgeRequest(request.params.id, storeId, app.now());
    if (tableId === undefined) throw notFound(tableMessage(request, 'not_found'));
    return tell(tableId, storeId);
  });
}
