import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { formMessage } from '../../../domain/forms/form-messages';
import { waitInLanguage } from '../../../domain/forms/wait-in-language';
import { HttpError } from '../../../http-error';
import { PHONE_CODE_RATE_LIMIT } from './auth-rate-limits';

declare const counted: unique symbol;
/** One code counted against the caller (guessingCaller): sendPhoneCode takes nothing else. */
export type CountedPhoneCode = { readonly [counted]: true };

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
const counters = new WeakMap<App, Counter>();

/**
 * Every SMS code counts against one budget per caller (PHONE_CODE_RATE_LIMIT), whichever call
 * sends it: asking for a code, changing the phone number, confirming a registration. Otherwise a
 * number changed again and again would text more than asking does. The rate-limit plugin counts,
 * by its key (an IPv4 address or an IPv6 /64: guessingCaller), so its allow list holds and a
 * home's many IPv6 addresses share one budget; a route calls this before it changes anything, so
 * a refusal (429, as any rate limit says it) leaves everything as it was. The day's codes per
 * account and per number are counted when the code is written (sendPhoneCode).
 */
export async function countPhoneCode(app: App, request: FastifyRequest): Promise<CountedPhoneCode> {
  let counter = counters.get(app);
  if (!counter) {
    counter = app.createRateLimit(PHONE_CODE_RATE_LIMIT);
    counters.set(app, counter);
  }
  const count = await counter(request);
  if (!count.isAllowed && count.isExceeded) {
    throw new HttpError(429, formMessage(request, 'too_many_attempts', { wait: (language) => waitInLanguage(language, count.ttl) }));
  }
  return {} as CountedPhoneCode;
}
