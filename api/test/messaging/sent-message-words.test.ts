import { deliverOutbox } from '../../src/messaging/outbox-sender';
import { FORGET_BATCH, forgetOldSentWords } from '../../src/messaging/sent-message-words';
import { deliverSms } from '../../src/messaging/sms-sender';
import type { OutgoingMessage } from '../../src/repositories/outbox-repository';
import { registerUser } from '../helpers/accounts';
import { emailsSentTo } from '../helpers/sent-emails';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Once sent, a message's words are the provider's and the recipient's: the outbox keeps that it
 * went (to whom, how, when), not what it said. A password-reset link, whose hash alone the database
 * keeps, must not be readable there (nor in a backup) while it still works.
 */
let subject: TestApp;
beforeEach(async () => {
  subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
});
afterEach(() => subject.close());

/** A restaurant's notification of a job application, with the applicant's reply-to address and CV. */
const jobApplicationTo = (recipient: string): OutgoingMessage => ({
  channel: 'email',
  recipient,
  subject: 'Job application: Cook',
  body: 'Name: Maria Pop',
  reply_to: 'maria@example.com',
  attachment: { file: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6.pdf', name: 'CV Maria Pop.pdf' },
});
const row = (id: number) =>
  subject.app.db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'sent_at', 'failed_at', 'failure', 'reply_to', 'attachment_file', 'attachment_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

it('keeps of a sent password-reset e-mail who it went to and when, not its link: that is in the mailbox only', async () => {
  const { app } = subject;
  const user = await registerUser(app);
  await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email }, remoteAddress: '10.77.0.1' });
  const [reset] = await app.repositories.outbox.list({ recipient: user.email, limit: 1 });
  expect(reset!.body).toMatch(/\/auth\/new-password\//);

  const received = await emailsSentTo(app, user.email);
  const link = /\/auth\/new-password\/[\w-]+/.exec(received.at(-1)!.text)?.[0];
  expect(link).toBeDefined();
  expect(await row(reset!.id)).toMatchObject({ channel: 'email', recipient: user.email, subject: '', body: '', sent_at: new Date('2026-03-01T10:00:00Z') });
  // Nothing the shop sent to the address can be read back from the database.
  const words = await app.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', user.email).execute();
  expect(words.length).toBeGreaterThan(1);
  expect(words.every((w) => w.subject === '' && w.body === '')).toBe(true);
});

it("forgets a sent restaurant notification's reply-to and CV name, and a sent SMS code", async () => {
  const { outbox } = subject.app.repositories;
  const notification = await outbox.enqueue(jobApplicationTo('staff@example.com'));
  const code = await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your Casa Aurora code is 4821' });
  expect(await deliverOutbox(subject.app, 'email', async () => undefined)).toBe(1);
  expect(await deliverSms(subject.app, { transport: { sendSms: async () => undefined } })).toBe(1);

  expect(await row(notification)).toMatchObject({ recipient: 'staff@example.com', subject: '', body: '', reply_to: null, attachment_file: null, attachment_name: null });
  expect(await row(code)).toMatchObject({ channel: 'sms', recipient: '+40712345678', body: '', sent_at: new Date('2026-03-01T10:00:00Z') });
});

it('keeps the words of one refused for good (staff read what did not come), its CV file (cv-retention), and of one still to send', async () => {
  const { outbox } = subject.app.repositories;
  const refused = await outbox.enqueue(jobApplicationTo('gone@example.com'));
  const later = await outbox.enqueue({ channel: 'email', recipient: 'later@example.com', subject: 'Reset', body: 'link' });
  const send = async (message: { recipient: string }) => {
    throw new Error(message.recipient === 'gone@example.com' ? '550 no such user' : '450 try again later');
  };
  await deliverOutbox(subject.app, 'email', send, 20, (error) => String(error).includes('550'));

  expect(await row(refused)).toMatchObject({
    subject: 'Job application: Cook',
    body: 'Name: Maria Pop',
    failure: '550 no such user',
    reply_to: 'maria@example.com',
    attachment_file: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6.pdf',
  });
  expect(await row(later)).toMatchObject({ subject: 'Reset', body: 'link', sent_at: null, failed_at: null });
});

it('forgets, on the timed sweep, the words of the messages sent before, in batches, and keeps the unsent and refused ones', async () => {
  const { db } = subject.app;
  const { outbox } = subject.app.repositories;
  const sent = await outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Reset', body: 'https://shop.example/auth/new-password/abc', reply_to: 'x@example.com' });
  await db.updateTable('outbox').set({ sent_at: new Date('2026-02-01T10:00:00Z') }).where('id', '=', sent).execute();
  // More than two batches of old sent messages, as an outbox of years would hold millions.
  const old = { channel: 'sms' as const, recipient: '+40712345678', body: 'Your code is 1234', sent_at: new Date('2026-01-01T10:00:00Z') };
  await db.insertInto('outbox').values(Array.from({ length: 2 * FORGET_BATCH + 5 }, () => old)).execute();
  const unsent = await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your code is 4821' });
  const refused = await outbox.enqueue({ channel: 'email', recipient: 'gone@example.com', subject: 'Hi', body: 'Order 12' });
  const [claimed] = await outbox.claimUnsent('email', 1, subject.app.now());
  await outbox.markFailed(refused, subject.app.now(), '550 no such user', claimed!.claimed_until!);

  // One statement blanks at most a batch: none holds its locks for the whole outbox.
  expect(await outbox.forgetSentWords(FORGET_BATCH)).toBe(FORGET_BATCH);
  expect(await forgetOldSentWords(subject.app)).toBe(FORGET_BATCH + 6);
  expect(await row(sent)).toMatchObject({ recipient: 'ana@example.com', subject: '', body: '', reply_to: null, sent_at: new Date('2026-02-01T10:00:00Z') });
  const worded = await db.selectFrom('outbox').select('id').where('sent_at', 'is not', null).where('body', '<>', '').execute();
  expect(worded).toEqual([]);
  expect(await row(unsent)).toMatchObject({ body: 'Your code is 4821' });
  expect(await row(refused)).toMatchObject({ subject: 'Hi', body: 'Order 12', failure: '550 no such user' });
  expect(await forgetOldSentWords(subject.app)).toBe(0);
});
