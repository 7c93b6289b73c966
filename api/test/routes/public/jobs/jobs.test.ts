import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { emailsSentTo } from '../../../helpers/sent-emails';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { multipartBody, zipOf } from '../../../helpers/multipart';

const fields = { name: 'Maria Ionescu', email: 'maria@example.com', phone: '+40 721 555 011', message: 'I love cooking.' };
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 'a')]);
const cvPdf = { name: 'cv.pdf', type: 'application/pdf', content: pdf };
/** The kitchen assistant works at Old Town, whose e-mail hears of each application. */
const OLD_TOWN_EMAIL = 'oldtown@casa-aurora.example';

describe('jobs', () => {
  let subject: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'cv-'));
    subject = await buildTestApp({ devRoutes: true, uploadsDir });
  });
  afterAll(async () => {
    await subject.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  function apply(
    form: Record<string, string>,
    file?: { name: string; type: string; content: Buffer },
    language?: string,
    // A visitor in another language comes from their own address: the form's limit is ten a minute.
    { job = 'kitchen-assistant', remoteAddress = language ? '10.8.8.8' : '127.0.0.1' } = {},
  ) {
    const body = multipartBody(form, file && { field: 'cv', ...file });
    const headers = { ...body.headers, ...(language ? { 'content-language': language } : {}) };
    return subject.app.inject({ method: 'POST', url: `/public/jobs/${job}/applications`, payload: body.payload, headers, remoteAddress });
  }

  const allMessages = () => subject.app.repositories.outbox.list({ limit: 500 });

  it('answers 404 while jobs are hidden, the spec default, saying so in the visitor\'s language', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/public/jobs' })).statusCode).toBe(404);
    const hidden = await apply(fields, { name: 'cv.pdf', type: 'application/pdf', content: pdf });
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, 'This page is not available.']);
    const inSpanish = await apply(fields, cvPdf, 'es', { remoteAddress: '10.8.8.30' });
    expect([inSpanish.statusCode, inSpanish.json().message]).toEqual([404, 'Esta página no está disponible.']);
  });

  describe('when the brand shows jobs', () => {
    beforeAll(async () => {
      await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { jobs: 'shown' } });
    });

    it('lists jobs and one job in the asked language', async () => {
      const jobs = await subject.app.inject({ method: 'GET', url: '/public/jobs?translate_language=lt' });
      expect(jobs.json().map((j: { title: string }) => j.title)).toEqual(['Virtuvės pagalbininkas', 'Kurjeris']);
      expect((await subject.app.inject({ method: 'GET', url: '/public/jobs/delivery-rider' })).json().title).toBe('Delivery rider');
    });

    it('takes a PDF and a DOCX, stored privately, and confirms by e-mail', async () => {
      expect((await apply(fields, { name: 'cv.pdf', type: 'application/pdf', content: pdf })).statusCode).toBe(200);
      const docx = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
      expect((await apply(fields, { name: 'my cv', type: 'application/octet-stream', content: docx })).statusCode).toBe(200);
      const stored = (await readdir(uploadsDir)).sort();
      expect(stored).toHaveLength(2);
      expect(stored.map((f) => path.extname(f)).sort()).toEqual(['.docx', '.pdf']);
      const mails = await subject.app.repositories.outbox.list({ recipient: fields.email, limit: 10 });
      expect(mails[0]!.subject).toBe('We received your application to Casa Aurora: Kitchen assistant');
      // The store hears of both, each carrying the CV it keeps.
      const told = await subject.app.repositories.outbox.list({ recipient: OLD_TOWN_EMAIL, limit: 10 });
      expect(told.map((mail) => mail.attachment_file).sort()).toEqual(stored);
      // Nothing serves the uploads folder.
      const served = await subject.app.inject({ method: 'GET', url: `/uploads/${stored[0]}` });
      expect(served.statusCode).toBe(404);
    });

    it('sent again with the key of its form fill, it is the first application: one row, one CV, one e-mail each', async () => {
      const again = { ...fields, email: 'again@example.com' };
      const send = () => {
        const body = multipartBody(again, { field: 'cv', ...cvPdf });
        return subject.app.inject({
          method: 'POST', url: '/public/jobs/kitchen-assistant/applications', payload: body.payload,
          headers: { ...body.headers, 'idempotency-key': 'job-fill-1' }, remoteAddress: '10.8.8.9',
        });
      };
      const before = (await readdir(uploadsDir)).length;
      const first = await send();
      const second = await send();
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().id).toBe(first.json().id);
      expect(await readdir(uploadsDir)).toHaveLength(before + 1);
      expect(await subject.app.repositories.outbox.list({ recipient: again.email, limit: 10 })).toHaveLength(1);
      const told = await subject.app.repositories.outbox.list({ recipient: OLD_TOWN_EMAIL, limit: 100 });
      expect(told.filter((mail) => mail.body.includes(again.email))).toHaveLength(1);
    });

    it('refuses another application sent under the key of an earlier one, keeping neither its row nor its CV', async () => {
      const send = (form: Record<string, string>, language = 'en') => {
        const body = multipartBody(form, { field: 'cv', ...cvPdf });
        return subject.app.inject({
          method: 'POST', url: '/public/jobs/kitchen-assistant/applications', payload: body.payload,
          headers: { ...body.headers, 'idempotency-key': 'job-fill-reused-1', 'content-language': language }, remoteAddress: '10.8.8.40',
        });
      };
      const first = await send({ ...fields, email: 'reused@example.com' });
      expect(first.statusCode).toBe(200);
      const files = (await readdir(uploadsDir)).length;
      const other = await send({ ...fields, email: 'reused@example.com', message: 'I would rather be a rider.' });
      expect([other.statusCode, other.json().message]).toEqual([422, 'This Idempotency-Key was already sent with another request. Send a new key with this one.']);
      const inRomanian = await send({ ...fields, email: 'another@example.com' }, 'ro');
      expect(inRomanian.json().message).toBe('Această Idempotency-Key a fost deja trimisă cu o altă cerere. Trimite o cheie nouă cu aceasta.');
      // The same application again is still answered with the first.
      expect((await send({ ...fields, email: 'reused@example.com' })).json().id).toBe(first.json().id);
      expect(await readdir(uploadsDir)).toHaveLength(files);
      const stored = await subject.app.db.selectFrom('job_applications').select('message').where('idempotency_key', '=', 'job-fill-reused-1').execute();
      expect(stored).toEqual([{ message: fields.message }]);
    });

    it('says a message over the limit is too long, in the applicant\'s language, keeping nothing', async () => {
      const files = (await readdir(uploadsDir)).length;
      const applicant = { ...fields, email: 'too-long@example.com', message: 'ș'.repeat(2001) };
      const expected: [string, string][] = [
        ['en', 'Your message is too long: please write at most 2000 characters.'],
        ['es', 'Tu mensaje es demasiado largo: escribe como máximo 2000 caracteres.'],
        ['lt', 'Žinutė per ilga: parašykite ne daugiau kaip 2000 simbolių.'],
        ['ro', 'Mesajul este prea lung: scrie cel mult 2000 de caractere.'],
      ];
      for (const [language, text] of expected) {
        const refused = await apply(applicant, cvPdf, language, { remoteAddress: '10.8.8.41' });
        expect([refused.statusCode, refused.json()]).toEqual([422, { statusCode: 422, error: 'Unprocessable Entity', message: text, field: 'message' }]);
      }
      expect(await readdir(uploadsDir)).toHaveLength(files);
    });

    it('holds the name, e-mail and phone to the lengths the other forms\' schemas take, keeping nothing', async () => {
      const files = (await readdir(uploadsDir)).length;
      // Each would pass its rule: a name of letters, an address of the right shape, ten digits among spaces.
      const tooLong: [string, string, string][] = [
        ['name', 'A'.repeat(121), 'Field "name" must NOT have more than 120 characters.'],
        ['email', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.ro`, 'Field "email" must NOT have more than 254 characters.'],
        ['phone', `0721${' '.repeat(31)}555 011`, 'Field "phone" must NOT have more than 40 characters.'],
      ];
      for (const [field, value, message] of tooLong) {
        const refused = await apply({ ...fields, [field]: value }, cvPdf, undefined, { remoteAddress: '10.8.8.42' });
        expect([refused.statusCode, refused.json()]).toEqual([400, { statusCode: 400, error: 'Bad Request', message, field }]);
      }
      // At the limit each is taken.
      const atTheLimit = { ...fields, name: 'A'.repeat(120), phone: `0721${' '.repeat(29)}555 011` };
      expect((await apply(atTheLimit, cvPdf, undefined, { remoteAddress: '10.8.8.42' })).statusCode).toBe(200);
      expect(await readdir(uploadsDir)).toHaveLength(files + 1);
    });

    it('confirms a Romanian visitor\'s application in Romanian, as their order would be', async () => {
      const romanian = { ...fields, email: 'ro@example.com' };
      expect((await apply(romanian, { name: 'cv.pdf', type: 'application/pdf', content: pdf }, 'ro-RO')).statusCode).toBe(200);
      const [mail, ...more] = await emailsSentTo(subject.app, 'ro@example.com');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Am primit candidatura ta la Casa Aurora: Ajutor de bucătar');
      expect(mail!.text).toBe(
        'Bună, Maria Ionescu,\n\nîți mulțumim că ai candidat pentru postul de Ajutor de bucătar la Casa Aurora. Citim fiecare candidatură și îți vom scrie în curând.',
      );
    });

    it('confirms a Lithuanian visitor\'s application with the job named as Lithuanian can hold it', async () => {
      const lithuanian = { ...fields, email: 'lt@example.com' };
      expect((await apply(lithuanian, { name: 'cv.pdf', type: 'application/pdf', content: pdf }, 'lt-LT')).statusCode).toBe(200);
      const [mail] = await emailsSentTo(subject.app, 'lt@example.com');
      expect(mail!.text).toBe(
        'Sveiki, Maria Ionescu,\n\načiū, kad kandidatuojate į darbo vietą „Virtuvės pagalbininkas“ restorane „Casa Aurora“. Skaitome kiekvieną prašymą ir netrukus jums parašysime.',
      );
    });

    it('tells the store offering the job, in the brand\'s language, who applied and what they wrote, with the CV attached and Reply going to the applicant', async () => {
      const applicant = { ...fields, email: 'staff-told@example.com' };
      expect((await apply(applicant, cvPdf, 'ro', { remoteAddress: '10.8.8.20' })).statusCode).toBe(200);
      const mail = (await emailsSentTo(subject.app, OLD_TOWN_EMAIL)).find((m) => m.text.includes(applicant.email));
      expect(mail!.subject).toBe('Job application: Kitchen assistant');
      expect(mail!.text).toBe(
        'A new application has come in for the Kitchen assistant position at Casa Aurora Old Town.\n\n' +
          'Name: Maria Ionescu\nE-mail: staff-told@example.com\nPhone: +40 721 555 011\nMessage: I love cooking.\n\n' +
          'The CV is attached: save it, as the server deletes its copy once this e-mail is sent.',
      );
      // Staff save the very file sent, under the applicant's name, and their reply reaches the applicant.
      expect(mail!.attachments).toEqual([{ filename: 'CV Maria Ionescu.pdf', content: pdf }]);
      expect(mail!.replyTo).toBe(applicant.email);
    });

    it('refuses a job that is not there in the visitor\'s language, keeping nothing', async () => {
      const before = (await readdir(uploadsDir)).length;
      const gone = await apply(fields, cvPdf, 'lt', { job: 'no-such-job', remoteAddress: '10.8.8.31' });
      expect([gone.statusCode, gone.json().message]).toEqual([404, 'Šios darbo vietos nebėra.']);
      const inEnglish = await apply(fields, cvPdf, undefined, { job: 'no-such-job', remoteAddress: '10.8.8.31' });
      expect(inEnglish.json().message).toBe('This job is no longer on offer.');
      const shown = await subject.app.inject({ method: 'GET', url: '/public/jobs/no-such-job', headers: { 'content-language': 'ro' } });
      expect([shown.statusCode, shown.json().message]).toEqual([404, 'Acest post nu mai este disponibil.']);
      expect((await readdir(uploadsDir)).length).toBe(before);
    });

    it('takes a message as long as the form allows, whatever its line breaks and letters, and keeps it whole', async () => {
      // 2,000 characters as the form counts them: 40 lines, each line break sent as CRLF by the
      // browser, of Romanian letters two bytes each (over 4,000 bytes in all).
      const line = 'ș'.repeat(49);
      const message = Array.from({ length: 40 }, () => line).join('\r\n') + 'ș';
      const applicant = { ...fields, email: 'long-message@example.com', message };
      expect((await apply(applicant, cvPdf, undefined, { remoteAddress: '10.8.8.21' })).statusCode).toBe(200);
      const stored = await subject.app.db.selectFrom('job_applications').select('message').where('email', '=', applicant.email).executeTakeFirstOrThrow();
      expect(stored.message).toBe(message.replace(/\r\n/g, '\n'));
      expect(stored.message).toHaveLength(2000);
    });

    it('tells the brand of an application for a job no store offers; with no brand e-mail, refuses it, keeping nothing, and names the brand\'s phone', async () => {
      await subject.app.db
        .insertInto('jobs')
        .values({ id: 90, url: 'host', title: JSON.stringify({ en: 'Host' }), description: JSON.stringify({ en: 'Welcome our guests.' }), store_id: null, position: 90 })
        .execute();
      const atHost = { job: 'host', remoteAddress: '10.8.8.21' };
      expect((await apply({ ...fields, email: 'host@example.com' }, cvPdf, undefined, atHost)).statusCode).toBe(200);
      const [mail, ...more] = await subject.app.repositories.outbox.list({ recipient: 'hello@casa-aurora.example', limit: 5 });
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Job application: Host');
      expect(mail!.body).toMatch(/^A new application has come in for the Host position at Casa Aurora\.\n\nName: Maria Ionescu\nE-mail: host@example\.com\n/);
      await subject.app.db.updateTable('website').set({ email: '' }).execute();
      try {
        const before = (await allMessages()).length;
        const files = (await readdir(uploadsDir)).length;
        const { phone } = await subject.app.db.selectFrom('website').select('phone').orderBy('id').executeTakeFirstOrThrow();
        // No staff screen lists applications: confirmed to the applicant, nobody would ever read it.
        const unheard = await apply({ ...fields, email: 'host-2@example.com' }, cvPdf, undefined, atHost);
        expect([unheard.statusCode, unheard.json().message]).toEqual([422, `Casa Aurora cannot be reached through this website. Please call ${phone}.`]);
        const inSpanish = await apply({ ...fields, email: 'host-2@example.com' }, cvPdf, 'es', atHost);
        expect(inSpanish.json().message).toBe(`A través de esta web no se puede contactar con Casa Aurora. Llama al ${phone}.`);
        expect(await allMessages()).toHaveLength(before);
        expect(await readdir(uploadsDir)).toHaveLength(files);
        expect(await subject.app.db.selectFrom('job_applications').select('id').where('email', '=', 'host-2@example.com').execute()).toEqual([]);
      } finally {
        await subject.app.db.updateTable('website').set({ email: 'hello@casa-aurora.example' }).execute();
      }
    });

    it('refuses a name without a letter, storing nothing', async () => {
      const before = (await readdir(uploadsDir)).length;
      const emoji = await apply({ ...fields, name: '😀😀 🍕' }, { name: 'cv.pdf', type: 'application/pdf', content: pdf }, 'lt');
      expect(emoji.statusCode).toBe(422);
      expect(emoji.json()).toMatchObject({ message: 'Įveskite vardą ir pavardę.', field: 'name' });
      expect((await readdir(uploadsDir)).length).toBe(before);
    });

    it('refuses a renamed .exe, a missing CV and an oversized one, storing nothing and telling nobody', async () => {
      const before = (await readdir(uploadsDir)).length;
      const messagesBefore = (await allMessages()).length;
      const exe = await apply(fields, { name: 'cv.pdf', type: 'application/pdf', content: Buffer.from('MZ\x90\x00 not a cv') });
      expect(exe.statusCode).toBe(422);
      expect(exe.json()).toMatchObject({ message: 'Your CV must be a PDF, DOC or DOCX file.', field: 'cv' });
      const none = await apply(fields);
      expect(none.json()).toMatchObject({ message: 'Please attach your CV (PDF, DOC or DOCX, at most 5 MB).', field: 'cv' });
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024, 'a')]);
      const tooBig = await apply(fields, { name: 'cv.pdf', type: 'application/pdf', content: big });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({ message: 'Your CV is larger than 5 MB. Please send a smaller file.', field: 'cv' });
      // Each refusal names the field it is about, so the form shows it there without reading it.
      const badEmail = await apply({ ...fields, email: 'maria' }, { name: 'cv.pdf', type: 'application/pdf', content: pdf });
      expect(badEmail.json()).toMatchObject({ message: 'Your email address is invalid.', field: 'email' });
      const bot = await apply({ ...fields, website: 'x' }, { name: 'cv.pdf', type: 'application/pdf', content: pdf });
      expect(bot.statusCode).toBe(422);
      expect((await readdir(uploadsDir)).length).toBe(before);
      expect(await allMessages()).toHaveLength(messagesBefore);
    });

    it('refuses a CV that is not one in the visitor\'s language, storing nothing', async () => {
      const before = (await readdir(uploadsDir)).length;
      const exe = await apply(fields, { name: 'cv.pdf', type: 'application/pdf', content: Buffer.from('MZ\x90\x00 not a cv') }, 'lt');
      expect(exe.statusCode).toBe(422);
      expect(exe.json().message).toBe('Jūsų CV turi būti PDF, DOC arba DOCX failas.');
      const none = await apply(fields, undefined, 'es');
      expect(none.json().message).toBe('Adjunta tu CV (PDF, DOC o DOCX, de 5 MB como máximo).');
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024, 'a')]);
      const tooBig = await apply(fields, { name: 'cv.pdf', type: 'application/pdf', content: big }, 'es');
      expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'Tu CV ocupa más de 5 MB. Envía un archivo más pequeño.']);
      expect((await readdir(uploadsDir)).length).toBe(before);
    });

    it('wants multipart', async () => {
      const json = await subject.app.inject({ method: 'POST', url: '/public/jobs/kitchen-assistant/applications', payload: fields });
      expect(json.statusCode).toBe(415);
    });
  });
});
