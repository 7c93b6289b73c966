import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-instance';
import { staffStoreOf } from '../../domain/table-ordering/staff-tokens';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { HttpError } from '../../http-error';

/**
 * The store whose staff code the request carries: `X-Staff-Code` (the staff page, where Authorization
 * may hold a signed-in customer's token), `Authorization: Bearer <code>` (scripts), or `?code=` for
 * the event stream (a browser's EventSource cannot send headers; query strings are never logged).
 */
export function staffStore(app: App, request: FastifyRequest): number {
  const header = request.headers['x-staff-code'];
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const query = (request.query as { code?: unknown } | undefined)?.code;
  const presented = typeof header === 'string' ? header : (bearer ?? (typeof query === 'string' ? query : undefined));
  const storeId = staffStoreOf(app.staffTokens, presented);
  if (storeId === undefined) throw new HttpError(401, tableMessage(request, presented?.trim() ? 'staff_code_wrong' : 'staff_sign_in'));
  return storeId;
}

/** Wrong staff codes are guessed through this limit at most. */
export const STAFF_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
