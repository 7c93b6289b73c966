import type { Kysely } from 'kysely';
import type { App } from '../../app-instance';
import { openDatabase, type DatabaseOptions } from '../../db/database';
import { prepareDatabase } from '../../db/prepare-database';
import type { Database } from '../../db/schema';

/** Opens the database, brings it to the latest migration and seed, and closes it with the app. */
export async function registerDatabase(app: App, options: DatabaseOptions): Promise<void> {
  const db: Kysely<Database> = await openDatabase(options);
  try {
    await prepareDatabase(db, options.schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}
