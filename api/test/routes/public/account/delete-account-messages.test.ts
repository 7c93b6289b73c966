import { bearer, registerUser } from '../../../helpers/accounts';
import { emailsSentTo } from '../../../helpers/sent-emails';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * Deleting an account erases the messages the shop wrote to its address and number (spec: the
 * person is gone): sent or refused, the record that the shop wrote to them; still to send, links
 * and codes that open nothing now and confirmations they no longer want. The restaurant's own
 * mail to an address that happens to be theirs, and everybody else's, stays.
 */
let subject: TestApp;
beforeEach(async () => {
  subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
});
afterEach(() => subject.close());

it("deletes the account's e-mails and text messages, sent, refused or unsent, in the same erase", async () => {
  const { app } = subject;
  const { outbox } = app.repositories;
  // Written as the customer says it: its code went to the international form (the brand is in Romania).
  const user = await registerUser(app, { phone: '0712 345 600' });
  expect((await outbox.list({ recipient: '+40712345600', limit: 5 })).length).toBe(1);
  // The registration e-mail goes out (sent), then a reset link waits (unsent).
  expect((await emailsSentTo(app, user.email)).length).toBe(1);
  await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email }, remoteAddress: '10.78.0.1' });
  // An order's confirmation, to the address as typed at checkout.
  await outbox.enqueue({ channel: 'email', recipient: user.email.toUpperCase(), subject: 'Your order', body: 'Strada Lunga 1' });
  const refused = await outbox.enqueue({ channel: 'email', recipient: user.email, subject: 'Your booking', body: 'Table for 2' });
  await app.db.updateTable('outbox').set({ failed_at: app.now(), failure: '552 mailbox full' }).where('id', '=', refused).execute();
  // Others' messages, and a restaurant's notification to a shop address that is also the customer's.
  const kept = [
    await outbox.enqueue({ channel: 'email', recipient: user.email, subject: 'Table reservation', body: 'Name: Ion', reply_to: 'ion@example.com' }),
    await outbox.enqueue({ channel: 'email', recipient: 'ion@example.com', subject: 'Your order', body: 'Strada Scurta 2' }),
    await outbox.enqueue({ channel: 'sms', recipient: '+40712345699', body: 'Your code is 1234' }),
  ];

  const deleted = await app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password: user.password } });
  expect(deleted.json()).toEqual({ deleted: true });

  const left = await app.db.selectFrom('outbox').select('id').orderBy('id').execute();
  expect(left.map((r) => r.id)).toEqual(kept);
});
