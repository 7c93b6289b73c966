import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, lastMessageTo, putProfile, registerUser, type Registered } from '../../../helpers/accounts';

/**
 * A session alone (a bearer token someone copied) must not move the account to another mailbox:
 * a new e-mail address is asked for with the password, and a new password (changed or reset) spends
 * any new address still waiting for its link, as the owner shutting the intruder out means it to.
 */
describe('a new e-mail address needs the person, not just a session', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  const account = (user: Registered) => subject.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) }).then((answer) => answer.json());
  const confirm = (id: string) => subject.app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id } });
  const outboxTo = (recipient: string) => subject.app.repositories.outbox.list({ recipient, limit: 10 });

  it('is refused without the password, or with a wrong one, on the password field, in the language asked; nothing changes', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const before = await account(user);
    const change = (extra: object) => putProfile(app, user.token, { name: 'Ana Maria Pop', email: 'thief@evil.example', phone: '+40799999999', ...extra });
    const missing = await change({});
    expect([missing.statusCode, missing.json().field, missing.json().message]).toEqual([422, 'password', 'Enter your current password to change your e-mail address.']);
    const wrong = await change({ password: 'not the password' });
    expect([wrong.statusCode, wrong.json().field, wrong.json().message]).toEqual([422, 'password', 'The password is not correct.']);
    const loaded = await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) });
    const inSpanish = await app.inject({
      method: 'PUT',
      url: '/public/account',
      headers: { ...bearer(user.token), 'content-language': 'es' },
      payload: { name: 'Ana Pop', email: 'thief@evil.example', phone: user.phone, profile_version: loaded.json().profile_version },
    });
    expect([inSpanish.statusCode, inSpanish.json().message]).toEqual([422, 'Introduce tu contraseña actual para cambiar tu correo electrónico.']);
    // Nothing saved: not the name, not the number (no SMS), no address waiting, no e-mail to it.
    expect(await account(user)).toEqual(before);
    expect(await outboxTo('thief@evil.example')).toEqual([]);
  });

  it('is asked for with the password; the same address again (its link sent again) needs none', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const asked = await putProfile(app, user.token, { name: 'Ana Pop', email: 'New@example.com', phone: user.phone, password: user.password });
    expect([asked.statusCode, asked.json().pending_email]).toEqual([200, 'new@example.com']);
    const first = await emailedLinkId(app, 'new@example.com', 'confirm-email');
    const again = await putProfile(app, user.token, { name: 'Ana Pop', email: 'new@example.com', phone: user.phone });
    expect([again.statusCode, again.json().pending_email]).toEqual([200, 'new@example.com']);
    const second = await emailedLinkId(app, 'new@example.com', 'confirm-email');
    expect(second).not.toBe(first);
    // Name and phone alone need no password either.
    expect((await putProfile(app, user.token, { name: 'Ana Maria Pop', email: user.email, phone: user.phone })).statusCode).toBe(200);
    expect((await confirm(second)).json()).toEqual({ email: 'new@example.com' });
  });

  it('a password changed in the account spends the new address waiting for its link', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await putProfile(app, user.token, { name: 'Ana Pop', email: 'moving@example.com', phone: user.phone, password: user.password });
    const id = await emailedLinkId(app, 'moving@example.com', 'confirm-email');
    const changed = await app.inject({ method: 'POST', url: '/public/account/password', headers: bearer(user.token), payload: { old_password: user.password, new_password: 'a whole new secret' } });
    expect(changed.statusCode).toBe(200);
    expect((await account(user)).pending_email).toBeNull();
    expect((await confirm(id)).statusCode).toBe(422);
    expect((await account(user)).email).toBe(user.email);
  });

  it('a password set from a forgotten-password link spends it too', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await putProfile(app, user.token, { name: 'Ana Pop', email: 'moving@example.com', phone: user.phone, password: user.password });
    const id = await emailedLinkId(app, 'moving@example.com', 'confirm-email');
    await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email } });
    const reset = /\/auth\/new-password\/([\w-]+)/.exec(await lastMessageTo(app, user.email))?.[1];
    const set = await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id: reset, password: 'a whole new secret' } });
    expect(set.statusCode).toBe(200);
    expect((await confirm(id)).statusCode).toBe(422);
    const now = await app.inject({ method: 'GET', url: '/public/account', headers: bearer(set.json().token) });
    expect(now.json()).toMatchObject({ email: user.email, pending_email: null });
  });
});
