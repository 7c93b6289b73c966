import type { FastifyInstance, FastifyRequest } from 'fastify';

type Judge = (request: FastifyRequest) => Promise<{ isAllowed: boolean }>;
const judges = new WeakMap<FastifyInstance, Judge>();

/**
 * Whether the caller's address is on the rate limits' allow list (RATE_LIMIT_ALLOW: the e2e suite
 * and load generators, whose customers all share one address). Only the rate-limit plugin is given
 * that list, so it is asked, through a limiter of its own that never refuses anyone. A server
 * without the plugin (a bare one in a test) has no allow list.
 */
export async function onRateLimitAllowList(request: FastifyRequest): Promise<boolean> {
  const app = request.server;
  if (!app.hasDecorator('createRateLimit')) return false;
  let judge = judges.get(app);
  if (!judge) {
    judge = app.createRateLimit({ max: Number.MAX_SAFE_INTEGER, timeWindow: 60_000 });
    judges.set(app, judge);
  }
  return (await judge(request)).isAllowed;
}
