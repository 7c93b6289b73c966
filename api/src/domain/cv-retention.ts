import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../app-instance';
import type { OutboxMessage } from '../repositories/outbox-repository';
import { keptCvsRepository } from '../repositories/kept-cvs-repository';
import { isStoredCvName } from './stored-cv-name';

/**
 * How long a CV whose e-mail was refused for good stays in the uploads folder: 30 days, for staff
 * to fetch it from the server (its outbox row names the file) once they hear the mail did not come. An
 * applicant's CV is personal data, kept no longer than it serves; one the restaurant received goes
 * as soon as its e-mail is sent.
 */
export const CV_KEPT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many files one query asks about. */
const BATCH = 500;

/**
 * The CV a sent e-mail carried, deleted: the restaurant has it now. Kept while another e-mail still
 * to deliver carries it. Never throws: the e-mail is sent whatever happens here, and a file left
 * behind is deleted by deleteOldCvs.
 */
export async function forgetDeliveredCv(app: App, message: Pick<OutboxMessage, 'id' | 'attachment_file'>): Promise<void> {
  const file = message.attachment_file;
  if (!file || !isStoredCvName(file)) return;
  try {
    if ((await keptCvsRepository(app.db).toDeliver([file])).size > 0) return;
    await rm(path.join(app.uploadsDir, file), { force: true });
  } catch (error) {
    app.log.warn({ err: error, outboxId: message.id }, 'a delivered CV could not be deleted; the daily sweep will');
  }
}

/**
 * The timed round: deletes the CVs stored more than CV_KEPT_DAYS ago (their e-mail refused for
 * good, a file a stopped API left behind, one the sender could not delete) unless an e-mail still
 * to deliver carries it: the restaurant has not received that application yet. Only files named as
 * CVs are looked at. Answers how many it deleted.
 */
export async function deleteOldCvs(app: App): Promise<number> {
  const before = app.now().getTime() - CV_KEPT_DAYS * DAY_MS;
  const kept = keptCvsRepository(app.db);
  // The days' counts are needed for a day at most; a month of them costs nothing.
  await kept.forgetDaysBefore(new Date(before).toISOString().slice(0, 10));
  let files: string[];
  try {
    files = (await readdir(app.uploadsDir)).filter(isStoredCvName);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const old: string[] = [];
  for (const file of files) {
    const stored = await stat(path.join(app.uploadsDir, file)).catch(() => null);
    if (stored?.isFile() && stored.mtimeMs < before) old.push(file);
  }
  let deleted = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const toDeliver = await kept.toDeliver(batch);
    for (const file of batch.filter((name) => !toDeliver.has(name))) {
      await rm(path.join(app.uploadsDir, file), { force: true });
      deleted += 1;
    }
  }
  return deleted;
}
