import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { accountMessage, type AccountMessageKey } from '../../../domain/account/account-messages';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { verifyPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import type { UserRow } from '../../../repositories/users-repository';
import { LOGIN_PER_EMAIL_RATE_LIMIT } from './auth-rate-limits';

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
interface Guesses {
  failures: Counter;
  /** The key of the guess being counted: the limiter only hands its key generator the request. */
  keys: WeakMap<FastifyRequest, string>;
  /** The limiter cannot be read without counting, so the accounts it refused are kept here, each until its window ends. */
  lockedUntil: Map<string, number>;
}
/** One count per app, so sign-in and the signed-in account's own password checks add up. */
const perApp = new WeakMap<App, Guesses>();

function guessesOf(app: App): Guesses {
  let guesses = perApp.get(app);
  if (!guesses) {
    const keys = new WeakMap<FastifyRequest, string>();
    guesses = { failures: app.createRateLimit({ ...LOGIN_PER_EMAIL_RATE_LIMIT, keyGenerator: (request) => keys.get(request) ?? '' }), keys, lockedUntil: new Map() };
    perApp.set(app, guesses);
  }
  return guesses;
}

// Keyed by a hash of the e-mail, so the limiter's memory holds no addresses.
const emailKey = (email: string) => `login:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;

/**
 * Whether `password` is the password of the account at `email` (`passwordHash`, null for none).
 * Every guess at an account's password goes through here, signing in or from a session (which may
 * be a copied token), so wrong ones count against the e-mail address from any number of callers
 * (LOGIN_PER_EMAIL_RATE_LIMIT); a right one is never counted. Past the limit the account is locked
 * until its window ends, the right password included, or a guesser would still learn which guess
 * was right: 429, in sign-in's words here. Per API process: another process locks on its own
 * first failure past the limit.
 */
export function passwordGuessRight(app: App, request: FastifyRequest, email: string, passwordHash: string | null, password: string): Promise<boolean> {
  return guessRight(app, request, emailKey(email), passwordHash, password, 'login_wait');
}

/**
 * The same from a session, for its own account: counted with the sign-ins at its address. One
 * without an address (erased) is counted on its own, though none such has a password. Refused in
 * the account page's words: the customer there is signed in, and "too many attempts to sign in"
 * would not say why their password is not taken.
 */
export function accountPasswordRight(app: App, request: FastifyRequest, user: UserRow, password: string): Promise<boolean> {
  return guessRight(app, request, user.email === null ? `account:${user.id}` : emailKey(user.email), user.password_hash, password, 'account_password_wait');
}

async function guessRight(app: App, request: FastifyRequest, key: string, passwordHash: string | null, password: string, refusal: AccountMessageKey): Promise<boolean> {
  const { failures, keys, lockedUntil } = guessesOf(app);
  const locked = (lockedUntil.get(key) ?? 0) > Date.now();
  if (!locked) lockedUntil.delete(key);
  // Checked when locked too, so the answer takes as long either way.
  const right = await verifyPassword(passwordHash, password);
  if (right && !locked) return true;
  if (!locked) {
    keys.set(request, key);
    const limit = await failures(request);
    if (limit.isAllowed || !limit.isExceeded) return false;
    lockedUntil.set(key, Date.now() + (limit.ttl ?? 0));
  }
  throw new HttpError(429, accountMessage(request, refusal));
}
