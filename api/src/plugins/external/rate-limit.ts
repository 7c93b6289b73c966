import rateLimit from '@fastify/rate-limit';
import type { App } from '../../app-instance';
import { formMessage } from '../../domain/forms/form-messages';
import { waitInLanguage } from '../../domain/forms/wait-in-language';

/**
 * Off by default: each route that a person or a bot could abuse (sign-in, forms, uploads) opts in
 * with `config: { rateLimit: { max, timeWindow } }`, so browsing is never throttled. Addresses in
 * the allow list (RATE_LIMIT_ALLOW) are never limited: the order benchmark sends hundreds a second.
 */
export async function registerRateLimit(app: App, allowList: string[]): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // By the caller's address whatever a limit counts by (sign-in also counts per e-mail address).
    allowList: (request) => allowList.includes(request.ip),
    // Forms show this sentence as it comes, so it is in the caller's language; the wait is built
    // from the milliseconds left, as `context.after` is English ("1 minute").
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: formMessage(request, 'too_many_attempts', { wait: (language) => waitInLanguage(language, context.ttl) }),
    }),
  });
}
