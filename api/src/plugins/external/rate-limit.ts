import rateLimit from '@fastify/rate-limit';
import type { App } from '../../app-instance';

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
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
}
