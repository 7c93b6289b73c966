import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the database knows of the CVs in the uploads folder: the day's bytes, and which an e-mail still has to carry. */
export function keptCvsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts `bytes` into `day`'s CVs unless that would pass `cap`, and answers whether it did. One
     * statement: a second application at once waits for the first's row lock and adds to what the
     * first left, so two can never both take the last room. Run in the transaction that stores the
     * application, so one refused or rolled back counts nothing.
     */
    async take(day: string, bytes: number, cap: number): Promise<boolean> {
      if (bytes > cap) return false;
      const counted = await db
        .insertInto('cv_bytes_per_day')
        .values({ day, bytes })
        .onConflict((conflict) =>
          conflict
            .column('day')
            .doUpdateSet((eb) => ({ bytes: eb('cv_bytes_per_day.bytes', '+', eb.ref('excluded.bytes')) }))
            .where(sql<boolean>`cv_bytes_per_day.bytes + excluded.bytes <= ${cap}`),
        )
        .returning('day')
        .executeTakeFirst();
      return counted !== undefined;
    },

    /** The counts of the days before `day` are needed no more. */
    async forgetDaysBefore(day: string): Promise<void> {
      await db.deleteFrom('cv_bytes_per_day').where('day', '<', day).execute();
    },

    /** Which of `files` an e-mail still to deliver carries (neither sent nor refused for good). */
    async toDeliver(files: readonly string[]): Promise<Set<string>> {
      if (files.length === 0) return new Set();
      const rows = await db
        .selectFrom('outbox')
        .select('attachment_file')
        .where('attachment_file', 'in', files)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .execute();
      return new Set(rows.map((row) => row.attachment_file!));
    },
  };
}
