import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type PhoneCodeRow = Selectable<Database['phone_codes']>;

/**
 * The counts of one of the brand's days (YYYY-MM-DD) that one more code or try goes into, each
 * with the most it may reach: per account and per hashed number (domain/account/phone-code-days).
 */
export interface DayCounts {
  day: string;
  limits: readonly { subject: string; max: number }[];
}

/** Rolls back a transaction whose day was already full: nothing of it stays counted or written. */
class DayFull extends Error {}
/** Rolls back a transaction whose code the resend cool-down still holds. */
class CoolingDown extends Error {}

/**
 * Adds one to `column` in each of today's counts unless one is at its most, in which case it
 * throws DayFull (its transaction rolls back the others). One statement each: two requests at once
 * wait on the row's lock, so two can never both take the last one.
 */
async function takeFromDay(trx: Kysely<Database>, column: 'codes' | 'tries', { day, limits }: DayCounts): Promise<void> {
  for (const { subject, max } of limits) {
    const counted = await trx
      .insertInto('phone_code_days')
      .values({ day, subject, codes: column === 'codes' ? 1 : 0, tries: column === 'tries' ? 1 : 0 })
      .onConflict((oc) =>
        oc
          .columns(['day', 'subject'])
          .doUpdateSet((eb) => ({
            codes: eb('phone_code_days.codes', '+', eb.ref('excluded.codes')),
            tries: eb('phone_code_days.tries', '+', eb.ref('excluded.tries')),
          }))
          .where(`phone_code_days.${column}`, '<', max),
      )
      .returning('day')
      .executeTakeFirst();
    if (counted === undefined) throw new DayFull();
  }
}

/**
 * The days before today are forgotten before today's are counted: their counts hold nothing any
 * more, and neither should their hashed numbers stay. Its own statement, outside the counting
 * transaction, so it holds no lock while that waits on another's.
 */
async function forgetDaysBefore(db: Kysely<Database>, { day }: DayCounts): Promise<void> {
  await db.deleteFrom('phone_code_days').where('day', '<', day).execute();
}

/** The one live SMS code of each user (a new code replaces the old one), and the day's counts of codes and tries. */
export function phoneCodesRepository(db: Kysely<Database>) {
  return {
    async find(userId: number): Promise<PhoneCodeRow | undefined> {
      return db.selectFrom('phone_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * The new code, over the user's last one only if that was sent at or before `sentBefore` (the
     * resend cool-down), and counted into `today` (codes per account and per number), in one
     * transaction: two requests at the same moment cannot both pass a check made before the write,
     * and send two SMS of which only the second code works. Answers 'written' (only then may its
     * SMS go), 'waiting' (the cool-down holds) or 'day_full' (a count of today's is at its most);
     * refused, nothing is written nor counted, and the last code still works.
     */
    async replace(code: Omit<PhoneCodeRow, 'failed_attempts'>, sentBefore: Date, today: DayCounts): Promise<'written' | 'waiting' | 'day_full'> {
      await forgetDaysBefore(db, today);
      return db
        .transaction()
        .execute(async (trx) => {
          const written = await trx
            .insertInto('phone_codes')
            .values({ ...code, failed_attempts: 0 })
            .onConflict((oc) =>
              oc
                .column('user_id')
                .doUpdateSet({
                  phone: code.phone,
                  code_hash: code.code_hash,
                  sent_at: code.sent_at,
                  expires_at: code.expires_at,
                  failed_attempts: 0,
                })
                .where('phone_codes.sent_at', '<=', sentBefore),
            )
            .returning('user_id')
            .executeTakeFirst();
          if (written === undefined) throw new CoolingDown();
          await takeFromDay(trx, 'codes', today);
          return 'written' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof CoolingDown) return 'waiting' as const;
          if (error instanceof DayFull) return 'day_full' as const;
          throw error;
        });
    },

    /**
     * Takes one of the code's tries, and one of `today`'s (tries per account and per number), in
     * one transaction, before the code is compared: parallel guesses each take their own, so no
     * more than `maxTries` are ever checked (reading the count, then adding to it, let a burst of
     * guesses all see tries left), nor more than a day's. Answers the code's tries taken with this
     * one, 'used_up' when it had none left or 'day_full' when a count of today's is at its most;
     * refused, nothing is taken. A right code's row is removed, so only wrong tries stay counted
     * on it (the day's count keeps the right one too: it ends the guessing).
     */
    async takeTry(userId: number, maxTries: number, today: DayCounts): Promise<number | 'used_up' | 'day_full'> {
      await forgetDaysBefore(db, today);
      return db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .updateTable('phone_codes')
            .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
            .where('user_id', '=', userId)
            .where('failed_attempts', '<', maxTries)
            .returning('failed_attempts')
            .executeTakeFirst();
          if (row === undefined) return 'used_up' as const;
          await takeFromDay(trx, 'tries', today);
          return row.failed_attempts;
        })
        .catch((error: unknown) => {
          if (error instanceof DayFull) return 'day_full' as const;
          throw error;
        });
    },

    async remove(userId: number): Promise<void> {
      await db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
    },
  };
}
