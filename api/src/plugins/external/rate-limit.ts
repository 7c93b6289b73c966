import rateLimit from '@fastify/rate-limit';
import type { App } from '../../app-instance';

/**
 * Off by default: each route that a person or a bot could abuse (sign-in, forms, uploads) opts in
 * with `config: { rateLimit: { max, timeWindow } }`, so browsing is never throttled.
 */
export async function registerRateLimit(app: App): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
}
