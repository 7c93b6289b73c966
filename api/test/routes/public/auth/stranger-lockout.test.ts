import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser } from '../../../helpers/accounts';

/**
 * Anyone who knows a customer's e-mail address can send wrong passwords for it. That locks their own
 * address out of it, never the owner: every route that checks the owner's password (sign-in, a new
 * e-mail address, a new password, deleting the account) still takes the right one from elsewhere.
 */
describe('a stranger guessing at an e-mail address locks only themselves out', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await subject.close();
  });

  it('leaves the owner every password check from their own address while the stranger stays locked', async () => {
    const owner = await registerUser(subject.app);
    // The limiters read Date.now: 7 seconds a guess keeps the stranger under 10 sign-ins a minute
    // while their 15-minute count of wrong passwords reaches its limit.
    const realNow = Date.now.bind(Date);
    let ahead = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
    const stranger = (password: string) => {
      ahead += 7_000;
      return subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: owner.email, password }, remoteAddress: '10.30.0.1' });
    };
    for (let i = 0; i < 20; i += 1) expect((await stranger('a wrong guess')).statusCode).toBe(422);
    expect((await stranger('a wrong guess')).statusCode).toBe(429);

    const home = { remoteAddress: '10.31.0.1' };
    const signedIn = await subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: owner.email, password: owner.password }, ...home });
    expect(signedIn.statusCode).toBe(200);
    const newEmail = await putProfile(subject.app, owner.token, { name: 'Ana Pop', email: 'ana.new@example.com', phone: owner.phone, password: owner.password }, home);
    expect(newEmail.statusCode).toBe(200);
    const newPassword = await subject.app.inject({
      method: 'POST',
      url: '/public/account/password',
      headers: bearer(owner.token),
      payload: { old_password: owner.password, new_password: 'a brand new password' },
      ...home,
    });
    expect(newPassword.json()).toEqual({ changed: true });
    // The stranger's lock holds, the right password included, or they would learn which guess was right.
    const strangerRefused = await stranger('a brand new password');
    expect([strangerRefused.statusCode, strangerRefused.json().message]).toEqual([429, 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes.']);
    const deleted = await subject.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(owner.token), payload: { password: 'a brand new password' }, ...home });
    expect(deleted.statusCode).toBe(200);
  }, 60_000);
});
