import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser, type Registered } from '../../../helpers/accounts';

/**
 * A session may be a copied token: its holder must not guess the account's password on the routes
 * that ask for it (a new e-mail address, a new password, deleting the account) from many addresses.
 * Wrong answers there count against the account together with failed sign-ins (20 in 15 minutes).
 */
describe('guesses at the account password from a session count against the account', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  let caller = 0;
  // Each from its own address, as a botnet would, so no per-address limit is what refuses them.
  const from = () => {
    caller += 1;
    return `10.20.${Math.floor(caller / 250)}.${caller % 250}`;
  };
  const changeEmail = (user: Registered, password: string) =>
    putProfile(subject.app, user.token, { name: 'Ana Pop', email: 'thief@evil.example', phone: user.phone, password }, { remoteAddress: from() });
  const changePassword = (user: Registered, old_password: string, language = 'en') =>
    subject.app.inject({
      method: 'POST',
      url: '/public/account/password',
      headers: { ...bearer(user.token), 'content-language': language },
      payload: { old_password, new_password: 'a brand new password' },
      remoteAddress: from(),
    });
  const deleteAccount = (user: Registered, password: string) =>
    subject.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password }, remoteAddress: from() });
  const signIn = (user: Registered, password: string) =>
    subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password }, remoteAddress: from() });

  it('locks the account after 20 wrong answers across the routes and sign-in, each saying so in its own words, in the language asked', async () => {
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
    expect([signInRefused.statusCode, signInRefused.json().message]).toEqual([429, 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes.']);
    const inSpanish = await changePassword(user, 'a wrong guess', 'es');
    expect([inSpanish.statusCode, inSpanish.json().message]).toEqual([
      429,
      'Se han probado demasiadas contraseñas incorrectas para esta cuenta, así que está bloqueada para comprobar contraseñas durante un tiempo. Inténtalo de nuevo dentro de 15 minutos.',
    ]);
    // Nothing changed: the old password is still the one, the address is not moved, the account is there.
    expect((await subject.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json()).toMatchObject({ email: user.email, pending_email: null });
    // Another account is not locked by these.
    const other = await registerUser(subject.app);
    expect((await signIn(other, other.password)).statusCode).toBe(200);
  }, 60_000);

  it('still takes the right password below the limit, and does not count it', async () => {
    const user = await registerUser(subject.app);
    for (let i = 0; i < 19; i += 1) expect((await changePassword(user, 'a wrong guess')).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) expect((await changeEmail(user, user.password)).statusCode).toBe(200);
    expect((await changePassword(user, user.password)).json()).toEqual({ changed: true });
  }, 60_000);
});
