import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { runSeed } from './seed/run-seed';
import { runLoyaltySeed } from './seed/loyalty';
import { runOrderTimingSeed } from './seed/products-order-timing';
import { runReservationsEventsJobsSeed } from './seed/reservations-events-jobs/run-seed';
import { runTablesSeed } from './seed/tables';
import { runStorePaymentMethodsSeed } from './seed/store-payment-methods';

/** Migrations then the seed: both are no-ops on a database that already has them. */
export async function prepareDatabase(db: Kysely<Database>, schema?: string): Promise<void> {
  await migrateToLatest(db, schema);
  await runSeed(db);
  await runOrderTimingSeed(db);
  await runLoyaltySeed(db);
  await runReservationsEventsJobsSeed(db);
  await runTablesSeed(db);
  await runStorePaymentMethodsSeed(db);
}
