import cors from '@fastify/cors';
import type { App } from '../../app-instance';

/** The headers every storefront request carries (spec §7) plus idempotent order submits. */
export const REQUEST_HEADERS = [
  'Accept',
  'Content-Type',
  'Content-Language',
  'X-Client-Version',
  'X-Store-Id',
  'X-Delivery-Type',
  // A store's staff code (table ordering); apart from Authorization, which carries a customer's token.
  'X-Staff-Code',
  'Authorization',
  'Idempotency-Key',
];

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The shop's own origins: SHOP_URL's, and the CORS list's (without CORS_ORIGINS, any localhost
 * origin, as for CORS). Only these are trusted as a place to send a customer back to.
 */
export function shopOrigins(origins: string[] | null, shopUrl: string): (origin: string) => boolean {
  const own = new URL(shopUrl).origin;
  return (origin) => origin === own || (origins ? origins.includes(origin) : LOCALHOST.test(origin));
}

/**
 * Spec §7's headers make every storefront call a preflighted one, and a browser remembers a preflight
 * per URL only as long as this says: two hours is Chromium's ceiling. Safe to keep that long, as a
 * request with a header the remembered answer does not list is preflighted again.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** Without CORS_ORIGINS any localhost origin may call (development: each remote has its own port). */
export async function registerCors(app: App, origins: string[] | null): Promise<void> {
  await app.register(cors, {
    origin: origins ?? LOCALHOST,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: ['Content-Language'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
