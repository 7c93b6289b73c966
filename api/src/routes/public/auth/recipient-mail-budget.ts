import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { normaliseEmail } from '../../../domain/account/account-rules';
import {
  EMAIL_CHANGE_PER_ACCOUNT_AND_EMAIL_RATE_LIMIT,
  EMAIL_CHANGE_PER_EMAIL_RATE_LIMIT,
  PASSWORD_RESET_PER_EMAIL_RATE_LIMIT,
  REGISTER_PER_CALLER_AND_EMAIL_RATE_LIMIT,
  REGISTER_PER_EMAIL_RATE_LIMIT,
} from './auth-rate-limits';
import { guessingCaller } from './guessing-caller';

/** The e-mails anyone can have sent to an address they name: each count with its own hourly few. */
const LIMITS = {
  reset: PASSWORD_RESET_PER_EMAIL_RATE_LIMIT,
  email_change: EMAIL_CHANGE_PER_EMAIL_RATE_LIMIT,
  email_change_by: EMAIL_CHANGE_PER_ACCOUNT_AND_EMAIL_RATE_LIMIT,
  registration: REGISTER_PER_EMAIL_RATE_LIMIT,
  registration_by: REGISTER_PER_CALLER_AND_EMAIL_RATE_LIMIT,
};
type Count = keyof typeof LIMITS;

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
interface Budget {
  counters: Map<Count, Counter>;
  /** The key being counted: the limiter only hands its key generator the request. */
  keys: WeakMap<FastifyRequest, string>;
}
const perApp = new WeakMap<App, Budget>();

/** Whether one more e-mail fits in this count's key (the key counted whatever the answer). */
async function counted(app: App, request: FastifyRequest, count: Count, key: string): Promise<boolean> {
  let budget = perApp.get(app);
  if (!budget) {
    budget = { counters: new Map(), keys: new WeakMap() };
    perApp.set(app, budget);
  }
  const { keys } = budget;
  let counter = budget.counters.get(count);
  if (!counter) {
    counter = app.createRateLimit({ ...LIMITS[count], keyGenerator: (request) => keys.get(request) ?? '' });
    budget.counters.set(count, counter);
  }
  keys.set(request, `${count}:${key}`);
  const answer = await counter(request);
  return answer.isAllowed || !answer.isExceeded;
}

// Keyed by a hash, so the limiter's memory holds no addresses.
const addressKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');

/**
 * Whether another e-mail of a purpose anyone may ask for may go to this address, asked by this
 * requester: a few an hour per address and requester, and more from all requesters together, so a
 * flood from many is still capped while one stranger's few do not use up the owner's own. Known
 * or not, and counted before the address is looked up. Past either, the caller is answered as if
 * sent and nothing is sent or stored: a refusal would tell whether the address is someone's. The
 * requester's count is checked first, and one past it spends nothing of the address's ceiling.
 * Per API process, as sign-in's count is.
 */
async function requestedMailAllowed(app: App, request: FastifyRequest, purpose: 'registration' | 'email_change', email: string, requester: string): Promise<boolean> {
  const address = addressKey(email);
  return (await counted(app, request, `${purpose}_by`, `${address}:${requester}`)) && counted(app, request, purpose, address);
}

/**
 * A forgotten password's link (POST public/auth/forgot-password): 3 an hour to an address from any
 * number of callers. Past them nothing is sent, and the answer is the same: a refusal would tell
 * whether the address is someone's. The links already sent went to the owner's own mailbox, so
 * they serve the owner while any are still live.
 */
export const resetLinkAllowed = (app: App, request: FastifyRequest, email: string) => counted(app, request, 'reset', addressKey(email));
/** A new address's confirmation link, or its holder's word that nothing changed (PUT public/account), asked by a signed-in account. */
export const emailChangeMailAllowed = (app: App, request: FastifyRequest, email: string, accountId: number) =>
  requestedMailAllowed(app, request, 'email_change', email, `account:${accountId}`);
/** A registration's link, or the holder's word that the account exists (POST public/auth/register), asked by the caller (an IPv4 address or an IPv6 /64, as for password guesses). */
export const registrationMailAllowed = (app: App, request: FastifyRequest, email: string) =>
  requestedMailAllowed(app, request, 'registration', email, guessingCaller(request.ip));
