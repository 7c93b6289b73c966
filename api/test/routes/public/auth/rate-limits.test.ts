import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { registerUser } from '../../../helpers/accounts';

describe('rate limits on sign-in, registration, password reset and SMS', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
  });
  afterEach(() => subject.close());

  async function hitUntilLimited<T extends { statusCode: number }>(request: () => Promise<T>, allowed: number): Promise<T> {
    for (let i = 0; i < allowed; i += 1) expect((await request()).statusCode).not.toBe(429);
    return request();
  }

  it('limits sign-in attempts to 10 a minute', async () => {
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'a@example.com', password: 'guess' } });
    const limited = await hitUntilLimited(attempt, 10);
    expect(limited.statusCode).toBe(429);
    expect((limited as unknown as { json: () => { message: string } }).json().message).toMatch(/Too many attempts/);
  });

  // The limiters read Date.now: a minute on, an address may sign in 10 more times (LOGIN_RATE_LIMIT)
  // while the 15-minute counts of wrong passwords go on, so one address can reach 20 of them.
  function stepClock(): () => void {
    const realNow = Date.now.bind(Date);
    let ahead = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
    return () => {
      ahead += 7_000;
    };
  }
  afterEach(() => jest.restoreAllMocks());
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email, password }, remoteAddress });
  const waitFor15Minutes = 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes, or set a new password with “Forgot your password?”.';

  it('locks an address out of one e-mail address after 20 wrong passwords in 15 minutes, known or not, and only that address out of only that e-mail', async () => {
    await registerUser(subject.app, { email: 'known@example.com' });
    const step = stepClock();
    for (const [email, attacker] of [['known@example.com', '10.4.0.1'], ['nobody@example.com', '10.4.0.2']] as const) {
      const attempt = () => {
        step();
        return signInFrom(attacker, email, 'guess');
      };
      const limited = await hitUntilLimited(attempt, 20);
      expect([email, limited.statusCode, limited.json().message]).toEqual([email, 429, waitFor15Minutes]);
    }
    // Another e-mail from the locked address, and the same e-mail from another address, are still checked.
    expect((await signInFrom('10.4.0.1', 'someone.else@example.com', 'guess')).statusCode).toBe(422);
    expect((await signInFrom('10.5.0.1', 'known@example.com', 'guess')).statusCode).toBe(422);
  }, 60_000);

  // Before the count was per address, any 20 wrong passwords from anywhere locked the e-mail, so
  // anyone who knew it could keep its owner out for good: the lock is now the guessing address's.
  it('counts only failed sign-ins, locks the guessing address out of the right password too, and lets the owner in from another', async () => {
    const owner = await registerUser(subject.app, { email: 'often@example.com' });
    const step = stepClock();
    const attacker = (password: string) => {
      step();
      return signInFrom('10.6.0.1', owner.email, password);
    };
    // Signing in often is no reason to be locked out.
    for (let i = 0; i < 25; i += 1) expect((await attacker(owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await attacker('a wrong guess')).statusCode).toBe(422);
    expect((await attacker('a wrong guess')).statusCode).toBe(429);
    // The guesser would otherwise learn which guess was right.
    expect((await attacker(owner.password)).statusCode).toBe(429);
    // The owner, from another address, is checked and let in while the guessing address stays locked.
    const ownerIn = await signInFrom('10.6.1.1', owner.email, owner.password);
    expect([ownerIn.statusCode, ownerIn.json().id]).toEqual([200, owner.id]);
    const stillLocked = await attacker(owner.password);
    expect([stillLocked.statusCode, stillLocked.json().message]).toEqual([429, waitFor15Minutes]);
  }, 60_000);

  it('past 100 wrong passwords for one e-mail address from any number of addresses, refuses every address but one it was signed in to from lately', async () => {
    const owner = await registerUser(subject.app, { email: 'botnet.target@example.com' });
    expect((await signInFrom('10.11.0.1', owner.email, owner.password)).statusCode).toBe(200);
    // A botnet: 50 addresses, 2 guesses each, none near its own limit.
    const bot = (n: number) => `10.10.0.${n}`;
    for (let n = 1; n <= 50; n += 1) for (let i = 0; i < 2; i += 1) expect((await signInFrom(bot(n), owner.email, 'guess')).statusCode).toBe(422);
    const pastCeiling = await signInFrom(bot(1), owner.email, 'guess');
    expect([pastCeiling.statusCode, pastCeiling.json().message]).toEqual([429, waitFor15Minutes]);
    // A bot that guessed is refused even the right password, or the botnet would learn it was right.
    expect((await signInFrom(bot(2), owner.email, owner.password)).statusCode).toBe(429);
    // The owner, from where they signed in before, signs in; a new bot gets no guess at all.
    expect((await signInFrom('10.11.0.1', owner.email, owner.password)).statusCode).toBe(200);
    expect((await signInFrom(bot(51), owner.email, 'guess')).statusCode).toBe(429);
    expect((await signInFrom(bot(52), owner.email, owner.password)).statusCode).toBe(429);
  }, 60_000);

  it('limits password-reset e-mails to 5 in 15 minutes', async () => {
    let asked = 0;
    // Each for another address, so only the caller's count is walked.
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: `a${(asked += 1)}@example.com` } });
    expect((await hitUntilLimited(attempt, 5)).statusCode).toBe(429);
  });

  it('sends one e-mail address 3 reset links an hour from any number of callers, answering a 4th as sent, for an unknown one alike', async () => {
    const owner = await registerUser(subject.app, { email: 'reset.often@example.com' });
    let caller = 0;
    const ask = (email: string) => {
      caller += 1;
      return subject.app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email }, remoteAddress: `10.7.${caller}.1` });
    };
    const fourth: { status: number; body: unknown }[] = [];
    // Counted however the address is written, as it is looked up.
    for (const email of [owner.email, 'Nobody.Here@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await ask(i === 1 ? email.toUpperCase() : email)).json()).toEqual({ sent: true });
      const answered = await ask(email);
      fourth.push({ status: answered.statusCode, body: answered.json() });
    }
    // Not refused (asking a few times an hour would lock the owner out), and nothing tells an address with an account from one without.
    expect(fourth).toEqual([{ status: 200, body: { sent: true } }, { status: 200, body: { sent: true } }]);
    const links = await subject.app.repositories.outbox.list({ recipient: owner.email, limit: 10 });
    expect(links.filter((message) => message.body.includes('/auth/new-password/'))).toHaveLength(3);
    // Another address goes on.
    expect((await ask('someone.else@example.com')).json()).toEqual({ sent: true });
  });

  it('limits registrations to 10 in 15 minutes', async () => {
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/register', payload: {} });
    expect((await hitUntilLimited(attempt, 10)).statusCode).toBe(429);
  });

  it('limits SMS code requests to 10 in 15 minutes', async () => {
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/phone-code' });
    expect((await hitUntilLimited(attempt, 10)).statusCode).toBe(429);
  });

  it('never limits an address on the allow list (RATE_LIMIT_ALLOW), and still limits the others', async () => {
    await subject.close();
    subject = await buildTestApp({ rateLimitAllowList: ['10.9.9.9'] });
    const from = (remoteAddress: string) => () =>
      subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'a@example.com', password: 'guess' }, remoteAddress });
    expect((await hitUntilLimited(from('10.9.9.9'), 20)).statusCode).not.toBe(429);
    expect((await hitUntilLimited(from('10.1.1.1'), 10)).statusCode).toBe(429);
  });

  it('takes CIDR ranges on the allow list: docker compose gives the e2e suite an address in 172.16.0.0/12', async () => {
    await subject.close();
    subject = await buildTestApp({ rateLimitAllowList: ['172.16.0.0/12'] });
    const from = (remoteAddress: string) => () =>
      subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'a@example.com', password: 'guess' }, remoteAddress });
    expect((await hitUntilLimited(from('172.18.0.1'), 20)).statusCode).not.toBe(429);
    expect((await hitUntilLimited(from('172.32.0.1'), 10)).statusCode).toBe(429);
  });
});
