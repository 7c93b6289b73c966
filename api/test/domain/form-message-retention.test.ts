import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deleteOldFormSends } from '../../src/domain/form-retention';
import { deliverOutbox } from '../../src/messaging/outbox-sender';
import type { OutboxMessage } from '../../src/repositories/outbox-repository';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * A contact message or a job application is personal data the restaurant reads in its mailbox: the
 * hourly round deletes the row a month after it was sent, but only once its e-mails wait no more
 * (sent, or refused for good); one still to send, or failing for now, stays until it is sent.
 */
const DAY_MS = 86_400_000;
const person = { name: 'Maria Ionescu', phone: '+40 721 555 011' };
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 'a')]);

let subject: TestApp;
let uploadsDir: string;
let now: Date | null = null;
let caller = 0;
beforeEach(async () => {
  now = null;
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'cv-'));
  subject = await buildTestApp({ now: () => now ?? new Date(), devRoutes: true, uploadsDir });
  await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { jobs: 'shown' } });
});
afterEach(async () => {
  await subject.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** Each send from an address of its own: the forms take ten a minute per caller. */
const remoteAddress = () => `10.12.0.${(caller += 1)}`;
const forms = {
  'contact message': {
    table: 'contact_messages' as const,
    send: (email: string, key?: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/public/contact-messages',
        payload: { store_url: 'riverside', ...person, email, phone: '', message: 'Do you have a high chair?' },
        headers: key ? { 'idempotency-key': key } : {},
        remoteAddress: remoteAddress(),
      }),
  },
  'job application': {
    table: 'job_applications' as const,
    send: (email: string, key?: string) => {
      const body = multipartBody({ ...person, email, message: 'I love cooking.' }, { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: pdf });
      return subject.app.inject({
        method: 'POST',
        url: '/public/jobs/kitchen-assistant/applications',
        payload: body.payload,
        headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
        remoteAddress: remoteAddress(),
      });
    },
  },
};

/** One e-mail round; each message's fate by the customer it is about (the recipient, or the Reply-To of the restaurant's). */
function deliver(fate: (customer: string) => 'sent' | 'later' | 'refused') {
  const send = async (message: OutboxMessage) => {
    const outcome = fate(message.reply_to ?? message.recipient);
    if (outcome === 'later') throw new Error('450 try again later');
    if (outcome === 'refused') throw new Error('550 no such user');
  };
  return deliverOutbox(subject.app, 'email', send, 50, (error) => String(error).includes('550'));
}

describe.each(Object.entries(forms))('a %s', (_, form) => {
  const kept = async () =>
    (await subject.app.db.selectFrom(form.table).select('email').orderBy('email').execute()).map((row) => row.email);

  it('goes a month after it was sent once its e-mails went or were refused for good; one still to send or being retried stays', async () => {
    const sentAt = Date.now();
    for (const email of ['sent@example.com', 'later@example.com', 'refused@example.com']) expect((await form.send(email)).statusCode).toBe(200);
    await deliver((customer) => (customer.startsWith('later') ? 'later' : customer.startsWith('refused') ? 'refused' : 'sent'));
    // Never tried: sent after the round.
    expect((await form.send('waiting@example.com')).statusCode).toBe(200);
    const all = ['later@example.com', 'refused@example.com', 'sent@example.com', 'waiting@example.com'];

    now = new Date(sentAt + 29 * DAY_MS);
    expect(await deleteOldFormSends(subject.app)).toBe(0);
    expect(await kept()).toEqual(all);

    now = new Date(sentAt + 31 * DAY_MS);
    expect(await deleteOldFormSends(subject.app)).toBe(2);
    expect(await kept()).toEqual(['later@example.com', 'waiting@example.com']);

    // Once the restaurant has them, they go on the next round.
    await deliver(() => 'sent');
    expect(await deleteOldFormSends(subject.app)).toBe(2);
    expect(await kept()).toEqual([]);
  });

  it('answers a retry of its form fill as before while it is kept', async () => {
    const sentAt = Date.now();
    const first = await form.send('retry@example.com', 'kept-fill-1');
    expect(first.statusCode).toBe(200);
    await deliver(() => 'sent');

    now = new Date(sentAt + 29 * DAY_MS);
    await deleteOldFormSends(subject.app);
    const retry = await form.send('retry@example.com', 'kept-fill-1');
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    expect(await kept()).toEqual(['retry@example.com']);
  });
});
