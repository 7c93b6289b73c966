import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-instance';
import { staffStoreOf } from '../../domain/table-ordering/staff-tokens';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { HttpError } from '../../http-error';

/**
 * The staff code a request carries: `X-Staff-Code` (the staff page, where Authorization may hold a
 * signed-in customer's token) or `Authorization: Bearer <code>` (scripts). Never in the URL: the
 * event stream, which a browser opens without headers, takes a ticket instead (post-event-ticket).
 */
export function presentedStaffCode(request: FastifyRequest): string | undefined {
  const header = request.headers['x-staff-code'];
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return typeof header === 'string' ? header : bearer;
}

/** The store whose staff code the request carries; 401 with the staff page's words otherwise. */
export function staffStore(app: App, request: FastifyRequest): number {
  const presented = presentedStaffCode(request);
  const storeId = staffStoreOf(app.staffTokens, presented);
  if (storeId === undefined) throw new HttpError(401, tableMessage(request, presented?.trim() ? 'staff_code_wrong' : 'staff_sign_in'));
  return storeId;
}

/** Wrong staff codes are guessed through this limit at most. */
export const STAFF_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
