import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { PASSWORD_RESET_PER_EMAIL_RATE_LIMIT } from './auth-rate-limits';

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
interface Budget {
  counter: Counter;
  /** The key of the link being counted: the limiter only hands its key generator the request. */
  keys: WeakMap<FastifyRequest, string>;
}
const perApp = new WeakMap<App, Budget>();

function budgetOf(app: App): Budget {
  let budget = perApp.get(app);
  if (!budget) {
    const keys = new WeakMap<FastifyRequest, string>();
    budget = { counter: app.createRateLimit({ ...PASSWORD_RESET_PER_EMAIL_RATE_LIMIT, keyGenerator: (request) => keys.get(request) ?? '' }), keys };
    perApp.set(app, budget);
  }
  return budget;
}

/**
 * Whether another reset link may go to this e-mail address: every link asked for counts against
 * it from any number of callers (PASSWORD_RESET_PER_EMAIL_RATE_LIMIT), so calls spread over many
 * addresses flood no inbox. Known or not, and counted before the address is looked up. Past it the
 * caller is answered as if sent and nothing is: a refusal would let anyone asking a few times an
 * hour lock the owner out of resetting, while the links already sent (still live) serve them.
 * Keyed by a hash, so the limiter's memory holds no addresses; per API process, as sign-in's count is.
 */
export async function resetLinkAllowed(app: App, request: FastifyRequest, email: string): Promise<boolean> {
  const { counter, keys } = budgetOf(app);
  keys.set(request, `reset:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`);
  const count = await counter(request);
  return count.isAllowed || !count.isExceeded;
}
