import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/prepare-database';
import type { Database } from '../../src/db/schema';
import { dropSchema } from './test-app';

export interface MigrationDatabase {
  db: Kysely<Database>;
  /** The schema of DATABASE_URL the test runs in; undefined under PGlite. */
  schema: string | undefined;
  /** Back to a database where migration `name` has not run; the next migrateToLatest runs it. */
  forget(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A migrated and seeded database of its own (PGlite, or a fresh schema of DATABASE_URL), for a migration's test. */
export async function openMigrationDatabase(): Promise<MigrationDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const db = await openDatabase({ pgliteDir: 'memory://', ...(databaseUrl ? { databaseUrl } : {}), ...(schema ? { schema } : {}) });
  await prepareDatabase(db, schema);
  const migrations = schema ? `"${schema}".kysely_migration` : 'kysely_migration';
  return {
    db,
    schema,
    forget: async (name) => {
      await sql`delete from ${sql.raw(migrations)} where name = ${name}`.execute(db);
    },
    close: async () => {
      await db.destroy();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}
