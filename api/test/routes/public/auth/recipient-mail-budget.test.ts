import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, putProfile, registerUser } from '../../../helpers/accounts';

/**
 * Registration and e-mail change e-mails go to any address a caller names, so each goes to one
 * address 3 times an hour from one requester (a caller's address, a signed-in account) and 10 from
 * all; past that the answer is the same and nothing is sent nor stored (no flood of shop-branded
 * mail, no hint that the address is someone's, and no stranger using up its owner's own).
 */
describe('e-mails to an address anyone names, a few an hour per address and requester', () => {
  let subject: TestApp;
  let callers = 0;
  // Each call from another address unless one is given.
  const caller = () => `10.30.${Math.floor((callers += 1) / 250)}.${callers % 250}`;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  const outboxTo = (recipient: string) => subject.app.repositories.outbox.list({ recipient, limit: 20 });
  const register = (email: string, remoteAddress = caller(), password = 'correct horse battery') =>
    subject.app.inject({ method: 'POST', url: '/public/auth/register', payload: { name: 'Eve Mallory', email, phone: '+40712345678', password }, remoteAddress });

  it('sends 3 registration e-mails to an address from one caller, answers a 4th as sent and sends nothing, for a known address alike', async () => {
    const { app } = subject;
    await registerUser(app, { email: 'known@example.com' });
    const sentBefore = (await outboxTo('known@example.com')).length;
    const eve = '10.40.0.1';
    const answers: unknown[] = [];
    for (const email of ['victim@example.com', 'known@example.com']) {
      // Counted however the address is written, as it is looked up.
      for (let i = 0; i < 3; i += 1) expect((await register(i === 1 ? email.toUpperCase() : email, eve)).json()).toEqual({ sent: true });
      const fourth = await register(email, eve);
      answers.push([fourth.statusCode, fourth.json()]);
    }
    expect(answers).toEqual([
      [200, { sent: true }],
      [200, { sent: true }],
    ]);
    expect(await outboxTo('victim@example.com')).toHaveLength(3);
    expect((await outboxTo('known@example.com')).length - sentBefore).toBe(3);
    // Another address goes on.
    expect((await register('someone.else@example.com', eve)).json()).toEqual({ sent: true });
    expect(await outboxTo('someone.else@example.com')).toHaveLength(1);
  });

  it("does not let a stranger's registrations for an address use up its owner's: the owner's own link comes, with the owner's password", async () => {
    const { app } = subject;
    // Eve's fourth comes from another address in her /64: the same caller.
    for (const eve of ['2001:db8:1:2::1', '2001:db8:1:2:0::1', '2001:DB8:1:2::1', '2001:db8:1:2:ffff::9']) await register('ana@example.com', eve, 'eve knows this one');
    expect(await outboxTo('ana@example.com')).toHaveLength(3);

    expect((await register('ana@example.com', '2001:db8:9::1', 'only ana knows')).json()).toEqual({ sent: true });
    expect(await outboxTo('ana@example.com')).toHaveLength(4);
    const confirmed = await app.inject({ method: 'POST', url: '/public/auth/confirm-registration', payload: { id: await emailedLinkId(app, 'ana@example.com', 'confirm-registration') } });
    expect(confirmed.statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'ana@example.com', password: 'only ana knows' }, remoteAddress: caller() });
    expect(login.statusCode).toBe(200);
  });

  it('still caps registration e-mails to an address at 10 an hour from any number of callers', async () => {
    for (let i = 0; i < 10; i += 1) await register('flooded@example.com');
    const next = await register('flooded@example.com');
    expect([next.statusCode, next.json()]).toEqual([200, { sent: true }]);
    expect(await outboxTo('flooded@example.com')).toHaveLength(10);
  });

  it('sends 3 e-mail change links to an address from one account, answering the next save as before and sending nothing', async () => {
    const { app } = subject;
    const attacker = await registerUser(app);
    const other = await registerUser(app);
    const save = (user: typeof attacker, email: string) => putProfile(app, user.token, { name: 'Eve Mallory', email, phone: user.phone, password: user.password }, { remoteAddress: caller() });
    const withoutVersion = ({ profile_version: _version, ...rest }: Record<string, unknown>) => rest;

    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await save(attacker, 'victim@example.com'));
    const lastLink = await emailedLinkId(app, 'victim@example.com', 'confirm-email');
    // The "resend link" button saves the same address again, as above.
    const fourth = await save(attacker, 'victim@example.com');

    expect(fourth.statusCode).toBe(200);
    expect(withoutVersion(fourth.json())).toEqual(withoutVersion(answers[2]!.json()));
    expect(await outboxTo('victim@example.com')).toHaveLength(3);
    // The link already sent still works: nothing replaced it unsent.
    expect((await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id: lastLink } })).json()).toEqual({ email: 'victim@example.com' });
    // Another account's own few are its own.
    const fromAnother = await save(other, 'someone@example.com');
    expect([fromAnother.statusCode, fromAnother.json().pending_email]).toEqual([200, 'someone@example.com']);
    expect(await outboxTo('someone@example.com')).toHaveLength(1);
  });

  it('records nothing for an e-mail change save past the budget: the earlier link to another address stays live', async () => {
    const { app } = subject;
    const customer = await registerUser(app);
    const save = (email: string) => putProfile(app, customer.token, { name: 'Ana Pop', email, phone: customer.phone, password: customer.password }, { remoteAddress: caller() });
    for (let i = 0; i < 3; i += 1) await save('spent@example.com');
    await save('kept@example.com');
    const keptLink = await emailedLinkId(app, 'kept@example.com', 'confirm-email');
    const links = () => app.db.selectFrom('email_changes').select('id_hash').where('user_id', '=', customer.id).execute();
    const linksBefore = (await links()).length;

    const past = await save('spent@example.com');
    expect([past.statusCode, past.json().pending_email]).toEqual([200, 'kept@example.com']);
    expect(await links()).toHaveLength(linksBefore);
    expect((await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id: keptLink } })).json()).toEqual({ email: 'kept@example.com' });
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
