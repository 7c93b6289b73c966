import nock from 'nock';
import { deliverSms, twilioTransport } from '../../src/messaging/sms-sender';
import { recorded } from '../helpers/recorded';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// Phone validation codes go out through Twilio's Messages API (its official SDK), with Twilio's
// recorded answers at the network boundary.
const TWILIO = 'https://api.twilio.com';
const settings = { accountSid: 'AC3f9a1c2b7d4e8f60a1b2c3d4e5f6a7b8', authToken: 'twilio-test-token', from: '+40312345678' };
const MESSAGES = `/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;

let subject: TestApp;
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
beforeEach(async () => {
  subject = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
});
afterEach(async () => {
  nock.abortPendingRequests();
  nock.cleanAll();
  await subject.close();
});

it('sends each unsent code from the shop number, authenticated as the account, marks it sent, and leaves e-mails alone', async () => {
  const { outbox } = subject.app.repositories;
  await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your Casa Aurora code is 4821' });
  await outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Hi', body: 'mail' });
  const sent = nock(TWILIO)
    .post(MESSAGES, (body) => body.To === '+40712345678' && body.From === settings.from && body.Body === 'Your Casa Aurora code is 4821')
    .basicAuth({ user: settings.accountSid, pass: settings.authToken })
    .reply(201, recorded('twilio/message.json'));

  expect(await deliverSms(subject.app, { transport: twilioTransport(settings) })).toBe(1);
  expect(sent.isDone()).toBe(true);
  expect(await outbox.claimUnsent('sms', 10, subject.app.now())).toEqual([]);
  expect(await outbox.claimUnsent('email', 10, subject.app.now())).toHaveLength(1);
  // Sent once: the next round has nothing to say.
  expect(await deliverSms(subject.app, { transport: twilioTransport(settings) })).toBe(0);
});

it('marks failed a code Twilio refuses for its number, keeps it with the reason and sends the ones behind it', async () => {
  const { outbox } = subject.app.repositories;
  await outbox.enqueue({ channel: 'sms', recipient: '+4071234XXXX', body: 'Your code is 1111' });
  await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your code is 3333' });
  nock(TWILIO).post(MESSAGES, (body) => body.To === '+4071234XXXX').reply(400, recorded('twilio/invalid-to-error.json'));
  nock(TWILIO).post(MESSAGES, (body) => body.To === '+40712345678').reply(201, recorded('twilio/message.json'));
  expect(await deliverSms(subject.app, { transport: twilioTransport(settings) })).toBe(1);
  expect(await outbox.claimUnsent('sms', 10, subject.app.now())).toEqual([]);
  const refused = await subject.app.db.selectFrom('outbox').select(['failed_at', 'failure']).where('recipient', '=', '+4071234XXXX').executeTakeFirstOrThrow();
  expect(refused.failed_at).not.toBeNull();
  expect(refused.failure).toContain("Invalid 'To' Phone Number");
});

it('keeps a code Twilio could not take for now (a rate limit), to try again on the next round', async () => {
  const { outbox } = subject.app.repositories;
  await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your code is 1111' });
  nock(TWILIO).post(MESSAGES).reply(429, { code: 20429, message: 'Too Many Requests', status: 429 });
  expect(await deliverSms(subject.app, { transport: twilioTransport(settings) })).toBe(0);
  expect(await outbox.claimUnsent('sms', 10, subject.app.now())).toHaveLength(1);
});

it('gives up on a gateway that never answers instead of holding the sender, and keeps the code', async () => {
  const { outbox } = subject.app.repositories;
  await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your code is 2222' });
  nock(TWILIO).post(MESSAGES).delay(5_000).reply(201, recorded('twilio/message.json'));
  const started = Date.now();
  expect(await deliverSms(subject.app, { transport: twilioTransport(settings, 200) })).toBe(0);
  expect(Date.now() - started).toBeLessThan(4_000);
  expect(await outbox.claimUnsent('sms', 10, subject.app.now())).toHaveLength(1);
});
