import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Language } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import { CV_BYTES_PER_DAY, CvDayFull } from '../domain/cv-bytes-per-day';
import { translate } from '../domain/language';
import type { OutgoingMessage } from './outbox-repository';
import { deleteDeliveredBefore } from './delivered-form-sends';
import { storeOncePerKey } from './once-per-key';
import { keptCvsRepository } from './kept-cvs-repository';

export interface JobView {
  id: number;
  url: string;
  title: string;
  description: string;
  store_id: number | null;
}

export function jobsRepository(db: Kysely<Database>) {
  const view = (row: Selectable<Database['jobs']>, language: Language): JobView => ({
    id: row.id,
    url: row.url,
    title: translate(row.title, language),
    description: translate(row.description, language),
    store_id: row.store_id,
  });
  return {
    async all(language: Language): Promise<JobView[]> {
      const rows = await db.selectFrom('jobs').selectAll().orderBy('position').execute();
      return rows.map((row) => view(row, language));
    },

    async byUrl(url: string, language: Language): Promise<JobView | undefined> {
      const row = await db.selectFrom('jobs').selectAll().where('url', '=', url).executeTakeFirst();
      return row && view(row, language);
    },

    /**
     * Keeps the application and queues its e-mails, once per `key` (see storeOncePerKey). Its CV
     * is counted into `cv.day`'s bytes (CvDayFull past CV_BYTES_PER_DAY) and written by `cv.keep`
     * in the same transaction: a refused or repeated application counts and writes none.
     */
    async apply(
      application: Omit<Insertable<Database['job_applications']>, 'id' | 'created_at'>,
      messages: OutgoingMessage[],
      cv: { day: string; bytes: number; keep: () => Promise<void> },
    ) {
      const insert = async (trx: Kysely<Database>) => {
        if (!(await keptCvsRepository(trx).take(cv.day, cv.bytes, CV_BYTES_PER_DAY))) throw new CvDayFull();
        const { id } = await trx.insertInto('job_applications').values(application).returning('id').executeTakeFirstOrThrow();
        await cv.keep();
        return id;
      };
      return storeOncePerKey(db, 'job_applications', application.idempotency_key ?? null, insert, () => messages);
    },

    /** Deletes up to `limit` applications sent before `before` whose e-mails wait no more (form-retention); answers how many. */
    deleteDeliveredApplicationsBefore(before: Date, limit: number): Promise<number> {
      return deleteDeliveredBefore(db, 'job_applications', before, limit);
    },
  };
}
