import underPressure from '@fastify/under-pressure';
import type { App } from '../../app-instance';
import { SERVER_TROUBLE_TEXTS } from './server-trouble-texts';

export interface PressureLimits {
  /** Event-loop delay in ms above which new requests get 503 with Retry-After; 0 turns it off. */
  maxEventLoopDelay: number;
}

/**
 * Only the event-loop delay: with the embedded database (PGlite runs in the API's own thread) a
 * busy loop is normal work, but a loop that cannot turn for two seconds serves nobody well.
 */
export const DEFAULT_PRESSURE_LIMITS: PressureLimits = { maxEventLoopDelay: 2000 };

/**
 * An overloaded API sheds new requests with a clear 503 and Retry-After instead of letting every
 * customer's request time out together; the readiness route tells the load balancer to send
 * traffic elsewhere meanwhile.
 */
export async function registerUnderPressure(app: App, limits: PressureLimits): Promise<void> {
  await app.register(underPressure, {
    ...limits,
    retryAfter: 10,
    // The error handler says it in the request's language.
    message: SERVER_TROUBLE_TEXTS.busy.en,
  });
}
