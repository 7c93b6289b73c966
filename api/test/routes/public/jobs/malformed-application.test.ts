import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { multipartBody } from '../../../helpers/multipart';

const URL = '/public/jobs/kitchen-assistant/applications';
const fields = { name: 'Maria Ionescu', email: 'maria@example.com', phone: '+40 721 555 011', message: 'I love cooking.' };
const pdf = { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 'a')]) };
const BOUNDARY = '----storefrontbroken';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function part(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function twoFiles(): Buffer {
  const file = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf.content,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([Buffer.from(Object.entries(fields).map(([name, value]) => part(name, value)).join('')), file, file, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const whole = multipartBody(fields, pdf);

/** Bodies a broken client or a bot sends instead of a form: each must be refused with a sentence. */
const BROKEN: Array<{ what: string; headers: Record<string, string>; payload: string | Buffer }> = [
  { what: 'an empty body', headers: MULTIPART, payload: '' },
  { what: 'no boundary in the content type', headers: { 'content-type': 'multipart/form-data' }, payload: part('name', 'Maria') },
  { what: 'a body that stops mid-part', headers: MULTIPART, payload: `${part('name', 'Maria')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nmar` },
  { what: 'a body that stops mid-file', headers: whole.headers, payload: whole.payload.subarray(0, whole.payload.length - 200) },
  { what: 'a body with another boundary', headers: MULTIPART, payload: multipartBody(fields, pdf).payload },
  { what: 'a part without headers', headers: MULTIPART, payload: `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n` },
  { what: 'a part without a name', headers: MULTIPART, payload: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n` },
  { what: 'a field over 4,000 characters', headers: MULTIPART, payload: `${part('message', 'x'.repeat(5000))}--${BOUNDARY}--\r\n` },
  { what: 'thirteen parts', headers: MULTIPART, payload: `${Array.from({ length: 13 }, (_, i) => part(`f${i}`, 'x')).join('')}--${BOUNDARY}--\r\n` },
  { what: 'two files', headers: MULTIPART, payload: twoFiles() },
  { what: 'the file under another field', ...multipartBody(fields, { ...pdf, field: 'resume' }) },
  { what: 'a field sent twice', headers: MULTIPART, payload: `${part('email', 'a@example.com')}${part('email', 'b@example.com')}--${BOUNDARY}--\r\n` },
  { what: 'binary garbage', headers: MULTIPART, payload: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)) },
];

let subject: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'cv-'));
  subject = await buildTestApp({ devRoutes: true, uploadsDir, rateLimitAllowList: ['127.0.0.1'] });
  await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { jobs: 'shown' } });
});
afterAll(async () => {
  await subject.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function applications(): Promise<number> {
  const row = await subject.app.db.selectFrom('job_applications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

test.each(BROKEN)('a job application with $what is refused with a 4xx and a sentence, storing nothing', async ({ headers, payload }) => {
  const before = await applications();
  const answer = await subject.app.inject({ method: 'POST', url: URL, headers: { ...headers, 'idempotency-key': `broken-${Math.random()}` }, payload });
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  expect(answer.json().message).toMatch(/^[A-Z].{10,}[.!]$/);
  expect(await applications()).toBe(before);
  expect(await readdir(uploadsDir)).toEqual([]);
});

test('the same fields in a well-formed body are taken, so the refusals above are about the body', async () => {
  const answer = await subject.app.inject({ method: 'POST', url: URL, headers: { ...whole.headers, 'idempotency-key': 'well-formed-1' }, payload: whole.payload });
  expect(answer.statusCode).toBe(200);
  expect(await applications()).toBe(1);
});

test('a field the database cannot hold (a NUL character) is refused with 400, leaving neither a row nor the CV on disk', async () => {
  const before = await applications();
  const body = multipartBody({ ...fields, message: 'I love\u0000cooking.' }, pdf);
  const answer = await subject.app.inject({ method: 'POST', url: URL, headers: body.headers, payload: body.payload });
  expect(answer.statusCode).toBe(400);
  expect(await applications()).toBe(before);
  expect(await readdir(uploadsDir)).toHaveLength(before);
});
