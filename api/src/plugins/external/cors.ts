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
 * Who may call from a browser: SHOP_URL's origin (where the shop is), and CORS_ORIGINS' (other
 * markets' shells); without CORS_ORIGINS, any localhost origin too (development: each remote has
 * its own port).
 */
export function allowedOrigins(origins: string[] | null, shopUrl: string): (string | RegExp)[] {
  return [new URL(shopUrl).origin, ...(origins ?? [LOCALHOST])];
}

/** The shop's own origins, the ones allowed to call: only these are trusted as a place to send a customer back to. */
export function shopOrigins(origins: string[] | null, shopUrl: string): (origin: string) => boolean {
  const allowed = allowedOrigins(origins, shopUrl);
  return (origin) => allowed.some((entry) => (typeof entry === 'string' ? entry === origin : entry.test(origin)));
}

/**
 * Spec §7's headers make every storefront call a preflighted one, and a browser remembers a preflight
 * per URL only as long as this says: two hours is Chromium's ceiling. Safe to keep that long, as a
 * request with a header the remembered answer does not list is preflighted again.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export async function registerCors(app: App, origins: string[] | null): Promise<void> {
  await app.register(cors, {
    origin: allowedOrigins(origins, app.shopUrl),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: ['Content-Language'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
