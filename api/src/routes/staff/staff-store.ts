import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-instance';
import { formMessage } from '../../domain/forms/form-messages';
import { waitInLanguage } from '../../domain/forms/wait-in-language';
import { staffCodeGuesses, type StaffCodeGuesses } from '../../domain/table-ordering/staff-code-guesses';
import { staffStoreOf } from '../../domain/table-ordering/staff-tokens';
import { tableMessage, type TableMessage } from '../../domain/table-ordering/table-messages';
import { HttpError } from '../../http-error';
import { onRateLimitAllowList } from '../../live/rate-limit-allow-list';

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
export async function staffStore(app: App, request: FastifyRequest): Promise<number> {
  const presented = presentedStaffCode(request);
  const typed = presented?.trim() ? presented : undefined;
  return guardedStaffStore(app, request, typed, (code) => staffStoreOf(app.staffTokens, code), typed ? 'staff_code_wrong' : 'staff_sign_in');
}

/**
 * Every staff route's own limit per address: generous, as a busy restaurant's tablets, all behind its
 * one address, read the board after every change; guessing codes is limited by counting the wrong
 * ones (guardedStaffStore), not by this.
 */
export const STAFF_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

const guessesOf = new WeakMap<App, StaffCodeGuesses>();

/**
 * The store a staff credential (a code, or an event ticket) names, through `storeOf`; 401 with
 * `refusal` when there is none or it is wrong. Only the wrong ones count against the caller's
 * address (domain/table-ordering/staff-code-guesses): past the limit, 429 until its window ends,
 * unless the address is on the rate limits' allow list.
 */
export async function guardedStaffStore(
  app: App,
  request: FastifyRequest,
  presented: string | undefined,
  storeOf: (credential: string) => number | undefined,
  refusal: TableMessage,
): Promise<number> {
  let guesses = guessesOf.get(app);
  if (!guesses) {
    guesses = staffCodeGuesses();
    guessesOf.set(app, guesses);
  }
  const now = app.now();
  const wait = guesses.waitOf(request.ip, now);
  if (wait > 0 && !(await onRateLimitAllowList(request))) {
    throw new HttpError(429, formMessage(request, 'too_many_attempts', { wait: (language) => waitInLanguage(language, wait) }));
  }
  const storeId = presented === undefined ? undefined : storeOf(presented);
  if (storeId === undefined) {
    if (presented !== undefined) guesses.count(request.ip, now);
    throw new HttpError(401, tableMessage(request, refusal));
  }
  return storeId;
}
