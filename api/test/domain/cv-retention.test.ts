import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CV_KEPT_DAYS, deleteOldCvs } from '../../src/domain/cv-retention';
import { deliverEmails, type MailTransport } from '../../src/messaging/email-sender';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { emailsSentTo } from '../helpers/sent-emails';
import { multipartBody } from '../helpers/multipart';

const NOW = new Date('2026-03-01T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const cv = Buffer.from('%PDF-1.4\nthe CV');
/** CV names as the job route makes them. */
const name = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.pdf`;

/** A mail server that says the mailbox does not exist: refused for good, never tried again. */
const noSuchMailbox = Object.assign(new Error('550 5.1.1 no such user'), { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, response: '550 5.1.1 no such user' });

describe("applicants' CVs in the uploads folder", () => {
  let subject: TestApp;
  let uploadsDir: string;
  beforeEach(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'cv-kept-'));
    subject = await buildTestApp({ devRoutes: true, now: () => NOW, uploadsDir });
  });
  afterEach(async () => {
    await subject.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const kept = async () => (await readdir(uploadsDir)).sort();
  /** A CV stored `daysAgo` days ago, carried by an e-mail to `recipient` unless none. */
  async function storedCv(n: number, daysAgo: number, recipient: string | null): Promise<string> {
    const file = name(n);
    await writeFile(path.join(uploadsDir, file), cv);
    const at = new Date(NOW.getTime() - daysAgo * DAY_MS);
    await utimes(path.join(uploadsDir, file), at, at);
    if (recipient) {
      await subject.app.repositories.outbox.enqueue({
        channel: 'email', recipient, subject: 'Job application', body: 'A new application', reply_to: 'maria@example.com', attachment: { file, name: 'CV.pdf' },
      });
    }
    return file;
  }
  const deliver = (transport: MailTransport) => deliverEmails(subject.app, { transport, from: 'shop@example.com' });

  it('goes once the e-mail carrying it to the restaurant is sent, and not before', async () => {
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { jobs: 'shown' } });
    const body = multipartBody(
      { name: 'Maria Ionescu', email: 'maria@example.com', phone: '+40 721 555 011' },
      { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: cv },
    );
    expect((await subject.app.inject({ method: 'POST', url: '/public/jobs/kitchen-assistant/applications', payload: body.payload, headers: body.headers })).statusCode).toBe(200);
    const [file] = await kept();
    // A mail server down: the e-mail waits, and so does the CV it is to carry.
    expect(await deliver({ sendMail: async () => Promise.reject(new Error('connect ECONNREFUSED')) })).toBe(0);
    expect(await kept()).toEqual([file]);
    const [mail] = await emailsSentTo(subject.app, 'oldtown@casa-aurora.example');
    expect(mail!.attachments).toEqual([{ filename: 'CV Maria Ionescu.pdf', content: cv }]);
    expect(await kept()).toEqual([]);
  });

  it('stays, for staff, when its e-mail is refused for good, and while another e-mail still to send carries it', async () => {
    const refused = await storedCv(1, 0, 'nobody@casa-aurora.example');
    const shared = await storedCv(2, 0, 'staff@example.com');
    await subject.app.repositories.outbox.enqueue({ channel: 'email', recipient: 'nobody@casa-aurora.example', subject: 'Copy', body: 'b', attachment: { file: shared, name: 'CV.pdf' } });
    const transport: MailTransport = {
      sendMail: async (mail) => {
        if (mail.to === 'nobody@casa-aurora.example') throw noSuchMailbox;
      },
    };
    expect(await deliver(transport)).toBe(1);
    expect(await kept()).toEqual([refused, shared]);
  });

  it(`are swept after ${CV_KEPT_DAYS} days, except one an e-mail still has to carry; files not named as CVs are left alone`, async () => {
    // Gone: refused for good a month ago, and one no e-mail names (an API stopped mid-application).
    await storedCv(1, CV_KEPT_DAYS + 1, 'nobody@casa-aurora.example');
    const failedLately = await storedCv(2, CV_KEPT_DAYS - 1, 'nobody@casa-aurora.example');
    await deliver({ sendMail: async () => Promise.reject(noSuchMailbox) });
    const waitingLongAgo = await storedCv(3, CV_KEPT_DAYS + 1, 'staff@example.com');
    await storedCv(4, CV_KEPT_DAYS + 1, null);
    await writeFile(path.join(uploadsDir, 'README.txt'), 'the operator\'s');
    await utimes(path.join(uploadsDir, 'README.txt'), new Date(0), new Date(0));

    expect(await deleteOldCvs(subject.app)).toBe(2);
    expect(await kept()).toEqual([failedLately, waitingLongAgo, 'README.txt'].sort());
  });

  it('forget the counts of days long past', async () => {
    await subject.app.db.insertInto('cv_bytes_per_day').values([{ day: '2026-01-01', bytes: 10 }, { day: '2026-02-28', bytes: 10 }]).execute();
    await deleteOldCvs(subject.app);
    expect(await subject.app.db.selectFrom('cv_bytes_per_day').select('day').execute()).toEqual([{ day: '2026-02-28' }]);
  });

  it('has nothing to sweep before the first CV made the folder', async () => {
    await rm(uploadsDir, { recursive: true });
    expect(await deleteOldCvs(subject.app)).toBe(0);
  });
});
