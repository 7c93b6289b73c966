import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, putProfile, registerUser } from '../../../helpers/accounts';

/**
 * Registration and e-mail change e-mails go to any address a caller names, so each goes to one
 * address 3 times an hour from any number of callers and sessions; past that the answer is the same
 * and nothing is sent (no flood of shop-branded mail, no hint that the address is someone's).
 */
describe('e-mails to an address anyone names, a few an hour per address', () => {
  let subject: TestApp;
  let callers = 0;
  // Each call from another address, so only the recipient's count is walked.
  const caller = () => `10.30.${Math.floor((callers += 1) / 250)}.${callers % 250}`;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  const outboxTo = (recipient: string) => subject.app.repositories.outbox.list({ recipient, limit: 20 });

  it('sends 3 registration e-mails to an address, answers a 4th as sent and sends nothing, for a known address alike', async () => {
    const { app } = subject;
    await registerUser(app, { email: 'known@example.com' });
    const sentBefore = (await outboxTo('known@example.com')).length;
    const register = (email: string) =>
      app.inject({ method: 'POST', url: '/public/auth/register', payload: { name: 'Eve Mallory', email, phone: '+40712345678', password: 'correct horse battery' }, remoteAddress: caller() });
    const answers: unknown[] = [];
    // The known address's own registration was the first of its 3.
    for (const [email, left] of [['victim@example.com', 3], ['known@example.com', 2]] as const) {
      // Counted however the address is written, as it is looked up.
      for (let i = 0; i < left; i += 1) expect((await register(i === 1 ? email.toUpperCase() : email)).json()).toEqual({ sent: true });
      const fourth = await register(email);
      answers.push([fourth.statusCode, fourth.json()]);
    }
    expect(answers).toEqual([
      [200, { sent: true }],
      [200, { sent: true }],
    ]);
    expect(await outboxTo('victim@example.com')).toHaveLength(3);
    expect((await outboxTo('known@example.com')).length - sentBefore).toBe(2);
    // Another address goes on.
    expect((await register('someone.else@example.com')).json()).toEqual({ sent: true });
    expect(await outboxTo('someone.else@example.com')).toHaveLength(1);
  });

  it('sends 3 e-mail change links to an address from any number of sessions, answering the next save as before and sending nothing', async () => {
    const { app } = subject;
    const attacker = await registerUser(app);
    const accomplice = await registerUser(app);
    const save = (user: typeof attacker, email: string) => putProfile(app, user.token, { name: 'Eve Mallory', email, phone: user.phone, password: user.password }, { remoteAddress: caller() });
    const withoutVersion = ({ profile_version: _version, ...rest }: Record<string, unknown>) => rest;

    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await save(attacker, 'victim@example.com'));
    const lastLink = await emailedLinkId(app, 'victim@example.com', 'confirm-email');
    const fourth = await save(attacker, 'victim@example.com');
    // The "resend link" button saves the same address again, as above; another session counts alike.
    const fromAnother = await save(accomplice, 'victim@example.com');

    expect(fourth.statusCode).toBe(200);
    expect(withoutVersion(fourth.json())).toEqual(withoutVersion(answers[2]!.json()));
    expect([fromAnother.statusCode, fromAnother.json().pending_email]).toEqual([200, 'victim@example.com']);
    expect(await outboxTo('victim@example.com')).toHaveLength(3);
    // The link already sent still works: nothing replaced it unsent.
    expect((await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id: lastLink } })).json()).toEqual({ email: 'victim@example.com' });
    // Another address goes on.
    const other = await save(accomplice, 'elsewhere@example.com');
    expect(other.json().pending_email).toBe('elsewhere@example.com');
    expect(await outboxTo('elsewhere@example.com')).toHaveLength(1);
  });

  it('counts the word to an address that already has an account ("nothing changed") alike', async () => {
    const { app } = subject;
    const holder = await registerUser(app, { email: 'holder@example.com' });
    const sentBefore = (await outboxTo(holder.email)).length;
    const attacker = await registerUser(app);
    const save = () => putProfile(app, attacker.token, { name: 'Eve Mallory', email: holder.email, phone: attacker.phone, password: attacker.password }, { remoteAddress: caller() });
    const pending = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await save();
      pending.push([answer.statusCode, answer.json().pending_email]);
    }
    expect(pending).toEqual(Array.from({ length: 5 }, () => [200, holder.email]));
    expect((await outboxTo(holder.email)).length - sentBefore).toBe(3);
    // The holder's own account is untouched.
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(holder.token) })).json().email).toBe(holder.email);
  });
});
