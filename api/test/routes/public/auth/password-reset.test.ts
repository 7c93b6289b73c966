import { jest } from '@jest/globals';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, lastMessageTo, putProfile, registerUser } from '../../../helpers/accounts';

const linkId = (body: string) => /\/auth\/new-password\/([\w-]+)/.exec(body)?.[1] ?? '';

describe('forgotten password', () => {
  let subject: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-03-01T10:00:00Z');
    subject = await buildTestApp({ now: () => now, shopUrl: 'https://shop.example' });
  });
  afterEach(() => subject.close());

  it('e-mails a link to the shop, usable once, that sets the password and ends other sessions', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const sent = await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email } });
    expect(sent.json()).toEqual({ sent: true });
    const body = await lastMessageTo(app, user.email);
    expect(body).toContain('https://shop.example/auth/new-password/');

    const reset = await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id: linkId(body), password: 'a brand new secret' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().token).toEqual(expect.any(String));
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).statusCode).toBe(401);
    expect(await lastMessageTo(app, user.email)).toMatch(/password of your Casa Aurora account was just changed[\s\S]*https:\/\/shop\.example\/auth\/login\?forgot/);
    const login = await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password: 'a brand new secret' } });
    expect(login.statusCode).toBe(200);

    const again = await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id: linkId(body), password: 'another new secret' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/expired or has already been used/);
  });

  it('spends every link still out once a password is set, by a link, a change of password or of e-mail address', async () => {
    // More links to one address than its hourly few: from callers on the allow list, which counts none.
    await subject.close();
    subject = await buildTestApp({ now: () => now, shopUrl: 'https://shop.example', rateLimitAllowList: ['10.9.0.0/24'] });
    const { app } = subject;
    const user = await registerUser(app);
    const askLink = async (email: string) => {
      const asked = await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email }, remoteAddress: '10.9.0.1' });
      expect(asked.json()).toEqual({ sent: true });
      return linkId(await lastMessageTo(app, email));
    };
    const usable = async (id: string) => (await app.inject({ method: 'GET', url: `/public/auth/new-password/${id}` })).json().usable;

    // Two links asked for; the second sets the password: the first no longer sets another.
    const first = await askLink(user.email);
    const second = await askLink(user.email);
    const reset = await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id: second, password: 'a brand new secret' } });
    expect(reset.statusCode).toBe(200);
    expect(await usable(first)).toBe(false);
    expect((await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id: first, password: 'an older link secret' } })).statusCode).toBe(422);

    // A change of password in the account.
    const token = reset.json().token as string;
    const beforeChange = await askLink(user.email);
    const changed = await app.inject({ method: 'POST', url: '/public/account/password', headers: bearer(token), payload: { old_password: 'a brand new secret', new_password: 'yet another secret' } });
    expect(changed.json()).toEqual({ changed: true });
    expect(await usable(beforeChange)).toBe(false);

    // A new e-mail address: the old mailbox's link is spent.
    const toOldAddress = await askLink(user.email);
    await putProfile(app, token, { name: 'Ana Pop', email: 'ana.moved@example.com', phone: user.phone, password: 'yet another secret' });
    await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id: await emailedLinkId(app, 'ana.moved@example.com', 'confirm-email') } });
    expect(await usable(toOldAddress)).toBe(false);
  });

  it('tells whether a link is still usable, without using it up', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email } });
    const id = linkId(await lastMessageTo(app, user.email));
    const usable = () => app.inject({ method: 'GET', url: `/public/auth/new-password/${id}` }).then((answer) => answer.json());
    expect(await usable()).toEqual({ usable: true });
    expect(await usable()).toEqual({ usable: true });
    expect((await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id, password: 'a brand new secret' } })).statusCode).toBe(200);
    expect(await usable()).toEqual({ usable: false });
    expect((await app.inject({ method: 'GET', url: '/public/auth/new-password/garbage' })).json()).toEqual({ usable: false });
  });

  it('tells an expired link is not usable', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email } });
    const id = linkId(await lastMessageTo(app, user.email));
    now = new Date(now.getTime() + 25 * 3600_000);
    expect((await app.inject({ method: 'GET', url: `/public/auth/new-password/${id}` })).json()).toEqual({ usable: false });
  });

  it('refuses an expired link', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email } });
    now = new Date(now.getTime() + 61 * 60_000);
    const response = await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id: linkId(await lastMessageTo(app, user.email)), password: 'a brand new secret' } });
    expect(response.statusCode).toBe(422);
  });

  it('refuses a used or expired link in Romanian to a Romanian shopper', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email } });
    now = new Date(now.getTime() + 61 * 60_000);
    const response = await app.inject({
      method: 'POST',
      url: '/public/auth/new-password',
      headers: { 'content-language': 'ro' },
      payload: { id: linkId(await lastMessageTo(app, user.email)), password: 'a brand new secret' },
    });
    expect(response.json().message).toBe('Acest link a expirat sau a fost deja folosit. Cere unul nou.');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: 'nobody@example.com' } });
    expect(response.json()).toEqual({ sent: true });
    expect(await subject.app.repositories.outbox.list({ recipient: 'nobody@example.com', limit: 5 })).toEqual([]);
  });

  it('looks an unknown address up and words its e-mail as a known one\'s, so neither answers sooner', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const lookups = jest.spyOn(app.repositories.users, 'findByEmail');
    const settings = jest.spyOn(app.repositories.website, 'website');
    const readsFor = async (email: string) => {
      lookups.mockClear();
      settings.mockClear();
      const answer = await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email } });
      return { answer: answer.json(), lookups: lookups.mock.calls.length, settings: settings.mock.calls.length };
    };
    const known = await readsFor(user.email);
    expect(known).toEqual({ answer: { sent: true }, lookups: 1, settings: 1 });
    expect(await readsFor('nobody@example.com')).toEqual(known);
  });

  it('refuses a too short new password and keeps the link usable', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: user.email } });
    const id = linkId(await lastMessageTo(app, user.email));
    const short = await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id, password: 'short' } });
    expect(short.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id, password: 'long enough now' } });
    expect(ok.statusCode).toBe(200);
  });
});
