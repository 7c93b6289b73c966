import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { accountMessage, type AccountMessageKey } from '../../../domain/account/account-messages';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { verifyPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import type { UserRow } from '../../../repositories/users-repository';
import { LOGIN_PER_CALLER_AND_EMAIL_RATE_LIMIT, LOGIN_PER_EMAIL_RATE_LIMIT } from './auth-rate-limits';
import { guessDeadlines, type GuessDeadlines } from './guess-deadlines';

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
/** The account guessed at, and the same with the caller's address: what each count is kept by. */
interface Guess {
  account: string;
  caller: string;
}
interface Guesses {
  perCaller: Counter;
  perAccount: Counter;
  /** The guess being counted: the limiter only hands its key generator the request. */
  counting: WeakMap<FastifyRequest, Guess>;
  /** Callers with failures in their window, callers past their limit, accounts past their ceiling. */
  failed: GuessDeadlines;
  locked: GuessDeadlines;
  crowded: GuessDeadlines;
}
/** One count per app, so sign-in and the signed-in account's own password checks add up. */
const perApp = new WeakMap<App, Guesses>();

function guessesOf(app: App): Guesses {
  let guesses = perApp.get(app);
  if (!guesses) {
    const counting = new WeakMap<FastifyRequest, Guess>();
    guesses = {
      perCaller: app.createRateLimit({ ...LOGIN_PER_CALLER_AND_EMAIL_RATE_LIMIT, keyGenerator: (request) => counting.get(request)?.caller ?? '' }),
      perAccount: app.createRateLimit({ ...LOGIN_PER_EMAIL_RATE_LIMIT, keyGenerator: (request) => counting.get(request)?.account ?? '' }),
      counting,
      failed: guessDeadlines(),
      locked: guessDeadlines(),
      crowded: guessDeadlines(),
    };
    perApp.set(app, guesses);
  }
  return guesses;
}

// Keyed by a hash of the e-mail, so the limiter's memory holds no addresses.
const emailKey = (email: string) => `login:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;

/**
 * Whether `password` is the password of the account at `email` (`passwordHash`, null for none).
 * Every guess at an account's password goes through here, signing in or from a session (which may
 * be a copied token); a right one is never counted. Wrong ones count per caller's address
 * (LOGIN_PER_CALLER_AND_EMAIL_RATE_LIMIT), past which that caller is locked until its window ends,
 * the right password included, or a guesser would still learn which guess was right: 429, in
 * sign-in's words here. They also count per e-mail from all callers (LOGIN_PER_EMAIL_RATE_LIMIT),
 * past which only callers that have failed lately are refused: a lock anyone could set by guessing
 * would lock the owner out too (as recipient-mail-budget refuses to). Per API process: another process
 * counts on its own.
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

async function guessRight(app: App, request: FastifyRequest, account: string, passwordHash: string | null, password: string, refusal: AccountMessageKey): Promise<boolean> {
  const guesses = guessesOf(app);
  const guess = { account, caller: `${account}@${request.ip}` };
  const refused = refusedNow(guesses, guess);
  // Checked when refused too, so the answer takes as long either way.
  const right = await verifyPassword(passwordHash, password);
  if (right && !refused) return true;
  if (!refused) {
    await countFailure(guesses, request, guess);
    if (!refusedNow(guesses, guess)) return false;
  }
  throw new HttpError(429, accountMessage(request, refusal));
}

function refusedNow({ failed, locked, crowded }: Guesses, { account, caller }: Guess): boolean {
  const now = Date.now();
  return locked.holds(caller, now) || (crowded.holds(account, now) && failed.holds(caller, now));
}

async function countFailure({ perCaller, perAccount, counting, failed, locked, crowded }: Guesses, request: FastifyRequest, guess: Guess): Promise<void> {
  counting.set(request, guess);
  const mine = await perCaller(request);
  // An address on the allow list (RATE_LIMIT_ALLOW) is never counted.
  if (mine.isAllowed) return;
  const now = Date.now();
  failed.set(guess.caller, now + mine.ttl, now);
  if (mine.isExceeded) locked.set(guess.caller, now + mine.ttl, now);
  const all = await perAccount(request);
  if (!all.isAllowed && all.isExceeded) crowded.set(guess.account, now + all.ttl, now);
}
