import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser, type Registered } from '../../../helpers/accounts';

/**
 * A session may be a copied token: its holder must not guess the account's password on the routes
 * that ask for it (a new e-mail address, a new password, deleting the account). Wrong answers there
 * count with failed sign-ins, per account and caller's address (20 in 15 minutes), so the holder's
 * address locks itself and not the owner's (rate-limits.test.ts has the count over all addresses).
 */
describe('guesses at the account password from a session count against the account', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  // The token's holder guesses from one address; each route's own limit per address stays clear.
  const holder = '10.20.0.1';
  const changeEmail = (user: Registered, password: string, from = holder) =>
    putProfile(subject.app, user.token, { name: 'Ana Pop', email: 'thief@evil.example', phone: user.phone, password }, { remoteAddress: from });
  const changePassword = (user: Registered, old_password: string, language = 'en') =>
    subject.app.inject({
      method: 'POST',
      url: '/public/account/password',
      headers: { ...bearer(user.token), 'content-language': language },
      payload: { old_password, new_password: 'a brand new password' },
      remoteAddress: holder,
    });
  const deleteAccount = (user: Registered, password: string) =>
    subject.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password }, remoteAddress: holder });
  const signIn = (user: Registered, password: string) =>
    subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password }, remoteAddress: holder });

  it('locks the guessing address out of the account after 20 wrong answers across the routes and sign-in, each saying so in its own words, in the language asked', async () => {
    const user = await registerUser(subject.app);
    const guesses = [
      ...Array.from({ length: 6 }, () => () => changeEmail(user, 'a wrong guess')),
      ...Array.from({ length: 6 }, () => () => changePassword(user, 'a wrong guess')),
      ...Array.from({ length: 6 }, () => () => deleteAccount(user, 'a wrong guess')),
      ...Array.from({ length: 2 }, () => () => signIn(user, 'a wrong guess')),
    ];
    for (const guess of guesses) expect((await guess()).statusCode).toBe(422);
    // The account page's customer is signed in already: "too many attempts to sign in" would not say
    // why their password is not taken there.
    const onAccountPage = 'Too many wrong passwords were tried for this account, so it is locked for password checks for a while. Please try again in 15 minutes.';
    for (const guess of [() => changeEmail(user, 'a wrong guess'), () => changePassword(user, user.password), () => deleteAccount(user, user.password)]) {
      const refused = await guess();
      expect([refused.statusCode, refused.json().message]).toEqual([429, onAccountPage]);
    }
    const signInRefused = await signIn(user, user.password);
    expect([signInRefused.statusCode, signInRefused.json().message]).toEqual([429, 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes, or set a new password with “Forgot your password?”.']);
    const inSpanish = await changePassword(user, 'a wrong guess', 'es');
    expect([inSpanish.statusCode, inSpanish.json().message]).toEqual([
      429,
      'Se han probado demasiadas contraseñas incorrectas para esta cuenta, así que está bloqueada para comprobar contraseñas durante un tiempo. Inténtalo de nuevo dentro de 15 minutos.',
    ]);
    // Nothing changed: the old password is still the one, the address is not moved, the account is there.
    expect((await subject.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json()).toMatchObject({ email: user.email, pending_email: null });
    // The owner, from their own address, still has the right password taken.
    expect((await changeEmail(user, user.password, '10.21.0.1')).statusCode).toBe(200);
    // Another account is not locked by these.
    const other = await registerUser(subject.app);
    expect((await signIn(other, other.password)).statusCode).toBe(200);
  }, 60_000);

  it('still takes the right password below the limit, and does not count it', async () => {
    const user = await registerUser(subject.app);
    for (let i = 0; i < 9; i += 1) expect((await changePassword(user, 'a wrong guess')).statusCode).toBe(422);
    for (let i = 0; i < 9; i += 1) expect((await deleteAccount(user, 'a wrong guess')).statusCode).toBe(422);
    expect((await changeEmail(user, 'a wrong guess')).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) expect((await changeEmail(user, user.password)).statusCode).toBe(200);
    expect((await changePassword(user, user.password)).json()).toEqual({ changed: true });
  }, 60_000);
});
