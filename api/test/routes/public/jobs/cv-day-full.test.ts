import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/db/schema';
import { CV_BYTES_PER_DAY } from '../../../../src/domain/cv-bytes-per-day';
import { keptCvsRepository } from '../../../../src/repositories/kept-cvs-repository';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { multipartBody } from '../../../helpers/multipart';

const fields = { name: 'Maria Ionescu', email: 'maria@example.com', phone: '+40 721 555 011', message: 'I love cooking.' };
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 'a')]);
/** The kitchen assistant works at Old Town, whose address the refusal gives to write to instead. */
const OLD_TOWN_EMAIL = 'oldtown@casa-aurora.example';

describe("an application past the day's CV bytes", () => {
  let subject: TestApp;
  let uploadsDir: string;
  // 23:30 in Bucharest, the brand's time zone: its day is 1 March.
  let now = new Date('2026-03-01T21:30:00Z');
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'cv-day-'));
    subject = await buildTestApp({ devRoutes: true, uploadsDir, now: () => now });
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { jobs: 'shown' } });
  });
  afterAll(async () => {
    await subject.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await subject.app.db.deleteFrom('cv_bytes_per_day').execute();
  });

  let address = 0;
  function apply(form: Record<string, string>, { language = 'en', key }: { language?: string; key?: string } = {}) {
    const body = multipartBody(form, { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: pdf });
    const headers = { ...body.headers, 'content-language': language, ...(key ? { 'idempotency-key': key } : {}) };
    // Each from its own address: the form's limit per address is not what is tested.
    address += 1;
    return subject.app.inject({ method: 'POST', url: '/public/jobs/kitchen-assistant/applications', payload: body.payload, headers, remoteAddress: `10.9.0.${address}` });
  }
  /** The day's CVs with room for `room` bytes more. */
  const leaveRoom = (day: string, room: number) => subject.app.db.insertInto('cv_bytes_per_day').values({ day, bytes: CV_BYTES_PER_DAY - room }).execute();
  const stored = async () => ({
    files: (await readdir(uploadsDir)).length,
    rows: (await subject.app.db.selectFrom('job_applications').select('id').execute()).length,
    messages: (await subject.app.repositories.outbox.list({ limit: 500 })).length,
  });

  it('is refused in the applicant\'s language, naming the restaurant\'s address, keeping no file, row nor e-mail', async () => {
    await leaveRoom('2026-03-01', pdf.length);
    expect((await apply(fields)).statusCode).toBe(200);
    const before = await stored();
    const expected: [string, string][] = [
      ['en', `We cannot take any more CVs today. Please try again tomorrow, or e-mail your application to ${OLD_TOWN_EMAIL}.`],
      ['es', `Hoy no podemos recibir más CV. Inténtalo de nuevo mañana o envía tu candidatura por correo electrónico a ${OLD_TOWN_EMAIL}.`],
      ['lt', `Šiandien daugiau CV priimti negalime. Bandykite dar kartą rytoj arba atsiųskite savo prašymą el. paštu ${OLD_TOWN_EMAIL}.`],
      ['ro', `Astăzi nu mai putem primi CV-uri. Te rugăm să încerci din nou mâine sau să trimiți candidatura prin e-mail la ${OLD_TOWN_EMAIL}.`],
    ];
    for (const [language, message] of expected) {
      const refused = await apply({ ...fields, email: `full-${language}@example.com` }, { language });
      expect([refused.statusCode, refused.json()]).toEqual([503, { statusCode: 503, error: 'Service Unavailable', message }]);
    }
    expect(await stored()).toEqual(before);
  });

  it("is taken again on the brand's next day, before UTC's", async () => {
    await leaveRoom('2026-03-01', 0);
    expect((await apply({ ...fields, email: 'late@example.com' })).statusCode).toBe(503);
    now = new Date('2026-03-01T22:30:00Z');
    try {
      expect((await apply({ ...fields, email: 'tomorrow@example.com' })).statusCode).toBe(200);
    } finally {
      now = new Date('2026-03-01T21:30:00Z');
    }
  });

  it('lets only one of two sent at once take the last room', async () => {
    await leaveRoom('2026-03-01', pdf.length + 1000);
    const before = await stored();
    const answers = await Promise.all([apply({ ...fields, email: 'first@example.com' }), apply({ ...fields, email: 'second@example.com' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
    expect(await stored()).toEqual({ files: before.files + 1, rows: before.rows + 1, messages: before.messages + 2 });
  });

  it('holds a CV sent while another is being stored until that one is, so two can never both take the last room', async () => {
    await leaveRoom('2026-03-01', pdf.length + 1000);
    const take = (trx: Kysely<Database>) => keptCvsRepository(trx).take('2026-03-01', pdf.length, CV_BYTES_PER_DAY);
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let tookFirst!: (took: boolean) => void;
    const first = new Promise<boolean>((resolve) => (tookFirst = resolve));
    const firstStored = subject.app.db.transaction().execute(async (trx) => {
      tookFirst(await take(trx));
      await committing;
    });
    expect(await first).toBe(true);
    const second = subject.app.db.transaction().execute(take);
    // Time for the second to read the count the first has not committed yet, were it only read.
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await firstStored;
    expect(await second).toBe(false);
  });

  it('still answers a retry of an application taken before the day filled, counting its CV once', async () => {
    await leaveRoom('2026-03-01', pdf.length);
    const first = await apply({ ...fields, email: 'retry@example.com' }, { key: 'cv-day-retry-1' });
    expect(first.statusCode).toBe(200);
    const again = await apply({ ...fields, email: 'retry@example.com' }, { key: 'cv-day-retry-1' });
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const counted = await subject.app.db.selectFrom('cv_bytes_per_day').select('bytes').where('day', '=', '2026-03-01').executeTakeFirstOrThrow();
    expect(Number(counted.bytes)).toBe(CV_BYTES_PER_DAY);
  });
});
