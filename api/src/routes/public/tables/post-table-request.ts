import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { tableMessage } from '../../../domain/table-ordering/table-messages';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { TableLinkParams, TableRequestKindSchema, TableRequestSchema } from './table-schemas';
import { storeTablesTopic, tableByLink, tableTopic } from './table-by-link';
import { tableVisit } from '../../../domain/table-ordering/table-visit';

/** Issue 9: "not repeatable more than once a minute", per table and kind of call. */
export const TABLE_REQUEST_GAP_SECONDS = 60;

/**
 * Calls one address may send a minute. Every guest on a restaurant's Wi-Fi shares its address, and
 * the gap above already holds each table to two calls a minute: this only stops one caller flooding
 * the route, far above what a hundred busy tables (and their repeated taps) send.
 */
export const TABLE_REQUEST_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/**
 * The field a call refused within the gap names (ErrorAnswer.field), so the table screen tells it
 * apart from the rate limit's 429 (which names none): the call it made is still on its way.
 */
export const TOO_SOON_FIELD = 'kind';

/**
 * POST public/tables/{link}/requests: call the waiter or ask for the bill, at most once a minute
 * each; the bill not once everything ordered at the table is paid (the waiter would come for nothing).
 */
export function postTableRequestRoute(app: App): void {
  app.post(
    '/public/tables/:link/requests',
    {
      schema: {
        tags: ['tables'],
        summary: 'Call the waiter or ask for the bill',
        params: TableLinkParams,
        body: Type.Object({ kind: TableRequestKindSchema }, { additionalProperties: false }),
        response: { ...answers(TableRequestSchema, 400, 404, 409, 429), 201: TableRequestSchema },
      },
      config: { rateLimit: TABLE_REQUEST_RATE_LIMIT },
    },
    async (request, reply) => {
      const table = await tableByLink(app, request, request.params.link);
      const { kind } = request.body;
      if (kind === 'bill' && (await tableVisit(app, table.id, app.now())).paidOff) throw new HttpError(409, tableMessage(request, 'paid_off'));
      const { added, request: call } = await app.repositories.tables.addRequest(table.id, kind, app.now(), TABLE_REQUEST_GAP_SECONDS);
      if (!added) {
        const wait = Math.max(1, Math.ceil((call.created_at.getTime() + TABLE_REQUEST_GAP_SECONDS * 1000 - app.now().getTime()) / 1000));
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, tableMessage(request, kind === 'waiter' ? 'waiter_too_soon' : 'bill_too_soon'), TOO_SOON_FIELD);
      }
      await Promise.all([app.live.changed(tableTopic(table.id)), app.live.changed(storeTablesTopic(table.store_id))]);
      return reply.code(201).send({ id: call.id, kind, created_at: call.created_at.toISOString(), acknowledged: false });
    },
  );
}
