import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  pgliteDir: string;
  /** Work inside this schema (created when missing) so several test files can share one server. */
  schema?: string;
}

/** Opens the database the options name: a PostgreSQL server or the embedded PGlite. Same SQL for both. */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema)
    : openPglite(options.pgliteDir, options.schema);
}

async function openPostgres(databaseUrl: string, schema?: string): Promise<Kysely<Database>> {
  // Every pooled connection starts in the schema, so unqualified table names resolve there.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 5,
    ...(schema ? { options: `-c search_path=${quoteIdentifier(schema)}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return db;
}

async function openPglite(dir: string, schema?: string): Promise<Kysely<Database>> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dir.includes('://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  if (schema) {
    await client.exec(`create schema if not exists ${quoteIdentifier(schema)}`);
    await client.exec(`set search_path to ${quoteIdentifier(schema)}`);
  }
  return new Kysely<Database>({ dialect: pgliteDialect(client) });
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
