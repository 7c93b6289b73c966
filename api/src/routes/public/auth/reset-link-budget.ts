import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { formMessage } from '../../../domain/forms/form-messages';
import { waitInLanguage } from '../../../domain/forms/wait-in-language';
import { HttpError } from '../../../http-error';
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
 * Every reset link asked for counts against its e-mail address from any number of callers
 * (PASSWORD_RESET_PER_EMAIL_RATE_LIMIT), so calls spread over many addresses flood no inbox. Known
 * or not, and counted before the address is looked up: a refused address without an account is
 * answered as one with (429, as any rate limit says it). Keyed by a hash, so the limiter's memory
 * holds no addresses; per API process, as sign-in's count is.
 */
export async function countResetLink(app: App, request: FastifyRequest, email: string): Promise<void> {
  const { counter, keys } = budgetOf(app);
  keys.set(request, `reset:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`);
  const count = await counter(request);
  if (!count.isAllowed && count.isExceeded) {
    throw new HttpError(429, formMessage(request, 'too_many_attempts', { wait: (language) => waitInLanguage(language, count.ttl) }));
  }
}
