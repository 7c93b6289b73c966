import { Migrator, type Kysely, type Migration } from 'kysely';
import * as brandAndStores from './migrations/001_brand_and_stores';
import * as catalog from './migrations/002_catalog';
import * as vouchersAndRedirects from './migrations/003_vouchers_and_redirects';
import * as carts from './migrations/004_carts';
import * as seeds from './migrations/005_seeds';
import * as outbox from './migrations/006_outbox';
import * as demoTrackers from './migrations/007_demo_trackers';
import * as optionAllergens from './migrations/010_option_allergens';
import * as accounts from './migrations/020_accounts';
import * as reservationsEventsJobs from './migrations/030_reservations_events_jobs';
import * as orders from './migrations/040_orders';
import type { Database } from './schema';

/** Listed by hand (no folder scan) so the same list works under tsx, jest and a bundle. */
const migrations: Record<string, Migration> = {
  '001_brand_and_stores': brandAndStores,
  '002_catalog': catalog,
  '003_vouchers_and_redirects': vouchersAndRedirects,
  '004_carts': carts,
  '005_seeds': seeds,
  '006_outbox': outbox,
  '007_demo_trackers': demoTrackers,
  '010_option_allergens': optionAllergens,
  '020_accounts': accounts,
  '030_reservations_events_jobs': reservationsEventsJobs,
  '040_orders': orders,
};

/** Brings the schema to the latest migration; running it again does nothing. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Teams add migrations in their own number ranges; one merged later than a higher-numbered one
    // must still run on databases that already have the other.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
