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
import { guessingCaller } from './guessing-caller';

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
/** The account guessed at, and the same with the caller (guessingCaller): what each count is kept by. */
interface Guess {
  account: string;
  caller: string;
}
/** How long a right password makes its caller familiar to the account. */
const FAMILIAR_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Familiar callers remembered per process, at about 100 bytes each. */
const MOST_FAMILIAR = 100_000;
interface Guesses {
  perCaller: Counter;
  perAccount: Counter;
  /** The guess being counted: the limiter only hands its key generator the request. */
  counting: WeakMap<FastifyRequest, Guess>;
  /** Callers past their limit, accounts past their ceiling, hashed callers that signed in lately. */
  locked: GuessDeadlines;
  crowded: GuessDeadlines;
  familiar: GuessDeadlines;
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
      locked: guessDeadlines(),
      crowded: guessDeadlines(),
      familiar: guessDeadlines(MOST_FAMILIAR),
    };
    perApp.set(app, guesses);
  }
  return guesses;
}

// Keyed by hashes, so the memory holds no e-mail addresses, nor where their owners sign in from.
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const emailKey = (email: string) => `login:${hashOf(normaliseEmail(email))}`;

/**
 * Whether `password` is the password of the account at `email` (`passwordHash`, null for none).
 * Every guess at an account's password goes through here, signing in or from a session (which may
 * be a copied token). A caller is an IPv4 address or an IPv6 /64 (guessingCaller). Wrong passwords
 * count per caller (LOGIN_PER_CALLER_AND_EMAIL_RATE_LIMIT), past which that caller is refused until
 * its window ends, the right password too, or it would still learn which guess was right: 429, in
 * sign-in's words here. They also count per e-mail from all callers (LOGIN_PER_EMAIL_RATE_LIMIT),
 * past which every caller is refused unchecked, so a botnet gets at most that many guesses a window,
 * except a familiar one: a caller that gave this account's right password here in the last 30 days
 * and is not refused on its own count. So the owner keeps signing in from home during an attack; from
 * a new network they use the password-reset link. Refused guesses are not counted. Per API process:
 * another process counts and remembers on its own.
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
  const guess = { account, caller: `${account}@${guessingCaller(request.ip)}` };
  const refused = refusedNow(guesses, guess);
  // Checked when refused too, so the answer takes as long either way.
  const right = await verifyPassword(passwordHash, password);
  if (refused) throw new HttpError(429, accountMessage(request, refusal));
  if (right) {
    const now = Date.now();
    guesses.familiar.set(hashOf(guess.caller), now + FAMILIAR_FOR_MS, now);
  } else await countFailure(guesses, request, guess);
  return right;
}

function refusedNow({ locked, crowded, familiar }: Guesses, { account, caller }: Guess): boolean {
  const now = Date.now();
  return locked.holds(caller, now) || (crowded.holds(account, now) && !familiar.holds(hashOf(caller), now));
}

/** The limit's last guess is still checked; the refusals start with the next one. */
async function countFailure({ perCaller, perAccount, counting, locked, crowded }: Guesses, request: FastifyRequest, guess: Guess): Promise<void> {
  counting.set(request, guess);
  const mine = await perCaller(request);
  // An address on the allow list (RATE_LIMIT_ALLOW) is never counted.
  if (mine.isAllowed) return;
  const now = Date.now();
  if (mine.remaining === 0) locked.set(guess.caller, now + mine.ttl, now);
  const all = await perAccount(request);
  if (!all.isAllowed && all.remaining === 0) crowded.set(guess.account, now + all.ttl, now);
}
