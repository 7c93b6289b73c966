import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { EMAIL_CHANGE_PER_EMAIL_RATE_LIMIT, PASSWORD_RESET_PER_EMAIL_RATE_LIMIT, REGISTER_PER_EMAIL_RATE_LIMIT } from './auth-rate-limits';

/** The e-mails anyone can have sent to an address they name, each purpose with its own hourly few. */
const LIMITS = {
  reset: PASSWORD_RESET_PER_EMAIL_RATE_LIMIT,
  email_change: EMAIL_CHANGE_PER_EMAIL_RATE_LIMIT,
  registration: REGISTER_PER_EMAIL_RATE_LIMIT,
};
type Purpose = keyof typeof LIMITS;

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
interface Budget {
  counters: Map<Purpose, Counter>;
  /** The key of the e-mail being counted: the limiter only hands its key generator the request. */
  keys: WeakMap<FastifyRequest, string>;
}
const perApp = new WeakMap<App, Budget>();

function counterOf(app: App, purpose: Purpose): { counter: Counter; keys: Budget['keys'] } {
  let budget = perApp.get(app);
  if (!budget) {
    budget = { counters: new Map(), keys: new WeakMap() };
    perApp.set(app, budget);
  }
  const { keys } = budget;
  let counter = budget.counters.get(purpose);
  if (!counter) {
    counter = app.createRateLimit({ ...LIMITS[purpose], keyGenerator: (request) => keys.get(request) ?? '' });
    budget.counters.set(purpose, counter);
  }
  return { counter, keys };
}

/**
 * Whether another e-mail of this purpose may go to this address: every one asked for counts against
 * it from any number of callers (and sessions), so calls spread over many callers flood no inbox
 * with the shop's name on it. Known or not, and counted before the address is looked up. Past it the
 * caller is answered as if sent and nothing is: a refusal would tell whether the address is someone's
 * and would let anyone asking a few times an hour lock its owner out, while the links already sent
 * (still live) serve them. Keyed by a hash, so the limiter's memory holds no addresses; per API
 * process, as sign-in's count is.
 */
async function mailAllowed(app: App, request: FastifyRequest, purpose: Purpose, email: string): Promise<boolean> {
  const { counter, keys } = counterOf(app, purpose);
  keys.set(request, `${purpose}:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`);
  const count = await counter(request);
  return count.isAllowed || !count.isExceeded;
}

/** A forgotten password's link (POST public/auth/forgot-password). */
export const resetLinkAllowed = (app: App, request: FastifyRequest, email: string) => mailAllowed(app, request, 'reset', email);
/** A new address's confirmation link, or its holder's word that nothing changed (PUT public/account). */
export const emailChangeMailAllowed = (app: App, request: FastifyRequest, email: string) => mailAllowed(app, request, 'email_change', email);
/** A registration's link, or the holder's word that the account exists (POST public/auth/register). */
export const registrationMailAllowed = (app: App, request: FastifyRequest, email: string) => mailAllowed(app, request, 'registration', email);
