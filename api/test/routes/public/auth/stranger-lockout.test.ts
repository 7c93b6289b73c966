import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser } from '../../../helpers/accounts';

/**
 * Anyone who knows a customer's e-mail address can send wrong passwords for it. That locks their own
 * address (an IPv6 one's whole /64) out of it, not the owner: every route that checks the owner's
 * password (sign-in, a new e-mail address, a new password, deleting the account) still takes the
 * right one from elsewhere. Past 100 wrong ones from all callers (a botnet) every caller is refused
 * but those the account was signed in to from lately.
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
    expect([strangerRefused.statusCode, strangerRefused.json().message]).toEqual([429, 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes, or set a new password with “Forgot your password?”.']);
    const deleted = await subject.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(owner.token), payload: { password: 'a brand new password' }, ...home });
    expect(deleted.statusCode).toBe(200);
  }, 60_000);

  const waitFor15Minutes = 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes, or set a new password with “Forgot your password?”.';
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email, password }, remoteAddress });
  /**
   * The limiters read Date.now: 7 seconds a sign-in keeps one caller under its 10 sign-ins a minute
   * (LOGIN_RATE_LIMIT), which an IPv6 /64's addresses share, while its 15-minute count of wrong
   * passwords reaches its limit.
   */
  function pacedSignIns(): typeof signInFrom {
    const realNow = Date.now.bind(Date);
    let ahead = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
    return (remoteAddress, email, password) => {
      ahead += 7_000;
      return signInFrom(remoteAddress, email, password);
    };
  }
  // 50 bots of a botnet, 2 wrong passwords each: the account's 100, none near its own 20.
  async function crowd(email: string, bot: (n: number) => string): Promise<void> {
    for (let n = 1; n <= 50; n += 1) for (let i = 0; i < 2; i += 1) expect((await signInFrom(bot(n), email, 'guess')).statusCode).toBe(422);
  }

  it('past 100 wrong passwords from all callers, refuses every new caller unchecked, IPv4 or IPv6, in a bot\'s /64 or another', async () => {
    const owner = await registerUser(subject.app);
    await crowd(owner.email, (n) => `2001:db8:1:${n.toString(16)}::1`);
    const fresh = ['2001:db8:1:1::beef', '2001:db8:2::1', '2001:db8:2:1::1', '10.40.0.1', '::ffff:10.40.0.2'];
    for (const caller of fresh) {
      // Unchecked: the right password is refused as a wrong one is, so no guess is learnt.
      for (const password of [owner.password, 'guess']) {
        const refused = await signInFrom(caller, owner.email, password);
        expect([caller, refused.statusCode, refused.json().message]).toEqual([caller, 429, waitFor15Minutes]);
      }
    }
  }, 60_000);

  it('refuses all but 20 of 30 wrong passwords from 30 addresses of one /64, and then the right one', async () => {
    const owner = await registerUser(subject.app);
    const paced = pacedSignIns();
    const answers: number[] = [];
    for (let n = 1; n <= 30; n += 1) answers.push((await paced(`2001:db8::${n.toString(16)}`, owner.email, 'guess')).statusCode);
    expect(answers).toEqual([...Array<number>(20).fill(422), ...Array<number>(10).fill(429)]);
    const refused = await paced('2001:db8::fb', owner.email, owner.password);
    expect([refused.statusCode, refused.json().message]).toEqual([429, waitFor15Minutes]);
    // Another /64 is counted on its own.
    expect((await signInFrom('2001:db8:0:1::1', owner.email, owner.password)).statusCode).toBe(200);
  }, 60_000);

  it('lets the owner sign in during the attack from where they signed in within 30 days, a mistyped password included, and anyone once the window ends', async () => {
    const owner = await registerUser(subject.app);
    const realNow = Date.now.bind(Date);
    let ahead = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
    for (const home of ['2001:db8:99:1::10', '10.41.0.1']) expect((await signInFrom(home, owner.email, owner.password)).statusCode).toBe(200);
    ahead += 29 * 24 * 60 * 60 * 1000;
    await crowd(owner.email, (n) => `10.42.0.${n}`);
    expect((await signInFrom('10.43.0.1', owner.email, owner.password)).statusCode).toBe(429);
    // Another address of the home /64, and the home IPv4 address written as IPv6.
    for (const home of ['2001:db8:99:1::20', '::ffff:10.41.0.1']) {
      expect([home, (await signInFrom(home, owner.email, 'a mistyped password')).statusCode]).toEqual([home, 422]);
      const signedIn = await signInFrom(home, owner.email, owner.password);
      expect([home, signedIn.statusCode, signedIn.json().id]).toEqual([home, 200, owner.id]);
    }
    ahead += 15 * 60 * 1000;
    expect((await signInFrom('10.43.0.1', owner.email, 'guess')).statusCode).toBe(422);
    expect((await signInFrom('10.43.0.1', owner.email, owner.password)).statusCode).toBe(200);
  }, 60_000);

  it('keeps a familiar caller locked by its own 20 wrong passwords, during an attack too', async () => {
    const owner = await registerUser(subject.app);
    expect((await signInFrom('2001:db8:77:1::1', owner.email, owner.password)).statusCode).toBe(200);
    await crowd(owner.email, (n) => `10.50.0.${n}`);
    // 20 addresses of the familiar /64, paced under the 10 sign-ins a minute the /64 shares.
    const paced = pacedSignIns();
    for (let n = 2; n <= 21; n += 1) expect((await paced(`2001:db8:77:1::${n.toString(16)}`, owner.email, 'guess')).statusCode).toBe(422);
    const locked = await paced('2001:db8:77:1::1', owner.email, owner.password);
    expect([locked.statusCode, locked.json().message]).toEqual([429, waitFor15Minutes]);
  }, 60_000);

  it('counts the addresses of one IPv6 /64 as one caller, and an IPv4-mapped address as its IPv4 one', async () => {
    const owner = await registerUser(subject.app);
    const paced = pacedSignIns();
    for (let n = 1; n <= 20; n += 1) expect((await paced(`2001:db8:5:1::${n.toString(16)}`, owner.email, 'guess')).statusCode).toBe(422);
    const sameSlash64 = await paced('2001:db8:5:1:ffff:ffff:ffff:ffff', owner.email, owner.password);
    expect([sameSlash64.statusCode, sameSlash64.json().message]).toEqual([429, waitFor15Minutes]);
    expect((await paced('2001:db8:5:2::1', owner.email, 'guess')).statusCode).toBe(422);
    // Both written forms of the address are one caller, paced under its 10 sign-ins a minute.
    for (const form of ['10.60.0.1', '::ffff:10.60.0.1']) for (let i = 0; i < 10; i += 1) expect((await paced(form, owner.email, 'guess')).statusCode).toBe(422);
    const mapped = await paced('::ffff:a3c:1', owner.email, owner.password);
    expect([mapped.statusCode, mapped.json().message]).toEqual([429, waitFor15Minutes]);
  }, 60_000);
});
