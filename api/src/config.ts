import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/database';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseOptions;
  /** Allowed browser origins; null allows any localhost origin (development). */
  corsOrigins: string[] | null;
  /** Where pictures are served from; null means this API's own origin + "/assets". */
  assetsUrl: string | null;
  /** The shop's address for links in e-mails (SHOP_URL); null means http://localhost:3000. */
  shopUrl: string | null;
  /** SMTP server for the outbox's e-mails (SMTP_URL) and their sender (MAIL_FROM); null keeps them in the outbox. */
  smtp: { url: string; from: string } | null;
  /** A Nominatim-compatible geocoder (GEOCODER_URL, e.g. https://nominatim.openstreetmap.org); null uses the built-in gazetteer. */
  geocoderUrl: string | null;
}

const apiFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads PORT, HOST, DATABASE_URL, PGLITE_DIR, DB_SCHEMA, CORS_ORIGINS, ASSETS_URL, SHOP_URL, SMTP_URL and MAIL_FROM. */
/** Reads PORT, HOST, DATABASE_URL, PGLITE_DIR, DB_SCHEMA, CORS_ORIGINS, ASSETS_URL and GEOCODER_URL. */
export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const corsOrigins = env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [];
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    database: {
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      pgliteDir: env.PGLITE_DIR ?? path.join(apiFolder, '.data', 'pglite'),
      ...(env.DB_SCHEMA ? { schema: env.DB_SCHEMA } : {}),
    },
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : null,
    assetsUrl: env.ASSETS_URL || null,
    shopUrl: env.SHOP_URL || null,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'no-reply@localhost' } : null,
    geocoderUrl: env.GEOCODER_URL || null,
  };
}
