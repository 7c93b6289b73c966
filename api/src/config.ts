import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/database';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseOptions;
  /** Browser origins allowed besides SHOP_URL's (CORS_ORIGINS); null allows any localhost origin (development). */
  corsOrigins: string[] | null;
  /** Where pictures are served from; null means this API's own origin + "/assets". */
  assetsUrl: string | null;
  /** The shop's address for links in e-mails (SHOP_URL); null means http://localhost:3000. */
  shopUrl: string | null;
  /** SMTP server for the outbox's e-mails (SMTP_URL) and their sender's address (MAIL_FROM, shown under the brand's name); null keeps them in the outbox. */
  smtp: { url: string; from: string } | null;
  /** Twilio for text messages (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM); null: codes wait in the outbox. */
  sms: { accountSid: string; authToken: string; from: string } | null;
  /** A Nominatim-compatible geocoder (GEOCODER_URL, e.g. https://nominatim.openstreetmap.org); null uses the built-in gazetteer. */
  geocoderUrl: string | null;
  /** Addresses exempt from rate limits (RATE_LIMIT_ALLOW, comma-separated addresses or CIDRs). */
  rateLimitAllowList: string[];
  /** The reverse proxies in front of the API (TRUST_PROXY, comma-separated addresses or CIDRs). */
  trustProxy: string[];
  /** Seconds the website settings and menus answers are kept (ANSWER_CACHE_SECONDS); absent: the app's default. */
  answerCacheSeconds?: number;
  /** The Google OAuth client id for "Sign in with Google" (GOOGLE_CLIENT_ID); null: unavailable. */
  googleClientId: string | null;
  /** Which brand (website row) this deployment is (BRAND_ID); null means the first one. */
  brandId: number | null;
}

const apiFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Reads PORT, HOST, DATABASE_URL, DATABASE_POOL_SIZE, PGLITE_DIR, DB_SCHEMA, CORS_ORIGINS, ASSETS_URL, SHOP_URL, SMTP_URL,
 * MAIL_FROM, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM, GEOCODER_URL, RATE_LIMIT_ALLOW, TRUST_PROXY,
 * ANSWER_CACHE_SECONDS,
 * GOOGLE_CLIENT_ID and BRAND_ID.
 */
export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const corsOrigins = addressesOf(env.CORS_ORIGINS).map(originOf);
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    database: {
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      pgliteDir: env.PGLITE_DIR ?? path.join(apiFolder, '.data', 'pglite'),
      ...(env.DB_SCHEMA ? { schema: env.DB_SCHEMA } : {}),
      ...(Number(env.DATABASE_POOL_SIZE) >= 1 ? { poolSize: Math.floor(Number(env.DATABASE_POOL_SIZE)) } : {}),
    },
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : null,
    assetsUrl: env.ASSETS_URL || null,
    shopUrl: env.SHOP_URL || null,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'no-reply@localhost' } : null,
    sms: env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.SMS_FROM } : null,
    geocoderUrl: env.GEOCODER_URL || null,
    rateLimitAllowList: addressesOf(env.RATE_LIMIT_ALLOW),
    trustProxy: addressesOf(env.TRUST_PROXY),
    ...(env.ANSWER_CACHE_SECONDS && Number.isFinite(Number(env.ANSWER_CACHE_SECONDS)) ? { answerCacheSeconds: Math.max(0, Number(env.ANSWER_CACHE_SECONDS)) } : {}),
    googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null,
    brandId: brandIdOf(env.BRAND_ID),
  };
}

/**
 * What a production start lacks, each logged as a warning (server.ts): production has no outbox
 * reader, and a shop on another origin than SHOP_URL's has every API call refused by the browser.
 */
export function productionWarnings(config: ServerConfig): string[] {
  return [
    ...(config.smtp ? [] : ['SMTP_URL is not set: e-mails (confirmations, password resets) wait in the outbox unsent']),
    ...(config.sms ? [] : ['TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are not set: phone validation codes wait in the outbox unsent']),
    ...(config.shopUrl ? [] : ['SHOP_URL is not set: e-mailed links lead to http://localhost:3000']),
    ...(config.corsOrigins
      ? []
      : [`CORS_ORIGINS is not set: browsers may call the API only from ${config.shopUrl ? `SHOP_URL's origin (${new URL(config.shopUrl).origin})` : 'http://localhost:3000'} and other localhost origins`]),
  ];
}

/** A CORS origin is compared as the browser sends it: scheme, host and port, no path or trailing slash. */
function originOf(entry: string): string {
  // "*": any origin, as @fastify/cors takes it.
  if (entry === '*') return entry;
  let origin = 'null';
  try {
    origin = new URL(entry).origin;
  } catch {
    /* refused below */
  }
  if (origin === 'null') throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (such as https://shop.example.com)`);
  return origin;
}

function addressesOf(value: string | undefined): string[] {
  return value?.split(',').map((address) => address.trim()).filter(Boolean) ?? [];
}

/** A typo must not quietly show another brand: anything but a positive whole number stops the start. */
function brandIdOf(value: string | undefined): number | null {
  if (!value) return null;
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw new Error(`BRAND_ID must be a website id (a positive whole number), not "${value}"`);
  return Number(value);
}
