import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/app';
import type { App } from '../../src/app-instance';

export interface TestApp {
  app: App;
  /** Closes the app and, on a PostgreSQL server, drops the test file's schema. */
  close: () => Promise<void>;
}

/**
 * The API on a fresh database: PGlite in memory by default; with DATABASE_URL, a schema of its own
 * on that server, so test files running in parallel never see each other's rows.
 */
export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const app = await buildApp({
    database: {
      pgliteDir: 'memory://',
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(schema ? { schema } : {}),
    },
    // A loaded test machine can stall the loop for seconds; shedding is tested on its own.
    pressureLimits: { maxEventLoopDelay: 0 },
    // Tests change settings in the database between requests; kept answers are tested on their own.
    answerCacheSeconds: 0,
    ...options,
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
