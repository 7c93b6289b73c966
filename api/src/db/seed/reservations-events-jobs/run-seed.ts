import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { eventSeeds } from './events';
import { jobSeeds } from './jobs';
import { pageContentSeeds } from './page-contents';

const SEED_NAME = '030_reservations_events_jobs';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Table capacity per hour slot: only Old Town takes reservations (stores seed). */
export const reservationCapacity = [{ store_id: 1, persons_per_slot: 20 }];

/** Events start at 17:00 UTC (19:00 or 20:00 in Bucharest), whatever the hour of the first start. */
function eveningOf(day: Date): Date {
  const evening = new Date(day);
  evening.setUTCHours(17, 0, 0, 0);
  return evening;
}

/**
 * Capacities, events, jobs and page texts of the Casa Aurora brand, once (recorded in `seeds`
 * in the same transaction). Event dates are relative to the first start, so there are always
 * current and past events on a fresh database.
 */
export async function runReservationsEventsJobsSeed(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.insertInto('reservation_capacity').values(reservationCapacity).execute();
    await trx
      .insertInto('events')
      .values(
        eventSeeds.map(({ in_days, ...event }) => ({
          ...event,
          title: JSON.stringify(event.title),
          description: JSON.stringify(event.description),
          starts_at: eveningOf(new Date(now.getTime() + in_days * DAY_MS)),
        })),
      )
      .execute();
    await trx
      .insertInto('jobs')
      .values(
        jobSeeds.map((job, position) => ({
          ...job,
          title: JSON.stringify(job.title),
          description: JSON.stringify(job.description),
          position,
        })),
      )
      .execute();
    await trx
      .insertInto('page_contents')
      .values(pageContentSeeds.map((p) => ({ page_id: p.page_id, body: JSON.stringify(p.body) })))
      .execute();
    return true;
  });
}
