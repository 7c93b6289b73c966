import { loadConfig } from '../config';
import { openDatabase } from './database';
import { prepareDatabase } from './prepare-database';

/** `npm run migrate -w api`: migrations and seed, then exit. */
const config = loadConfig(process.env);
const db = await openDatabase(config.database);
try {
  await prepareDatabase(db, config.database.schema);
  console.log(`Database ready (${config.database.databaseUrl ? 'PostgreSQL' : config.database.pgliteDir}).`);
} finally {
  await db.destroy();
}
