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

  it('limits sign-in attempts on one e-mail address to 20 in 15 minutes from any number of addresses, known or not', async () => {
    await registerUser(subject.app, { email: 'known@example.com' });
    for (const email of ['known@example.com', 'nobody@example.com']) {
      let caller = 0;
      const attempt = () => {
        caller += 1;
        return subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email, password: 'guess' }, remoteAddress: `10.4.${caller}.1` });
      };
      const limited = await hitUntilLimited(attempt, 20);
      expect([email, limited.statusCode, limited.json().message]).toEqual([email, 429, 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes.']);
    }
    const other = await subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'someone.else@example.com', password: 'guess' }, remoteAddress: '10.5.0.1' });
    expect(other.statusCode).toBe(422);
  });

  it('counts only failed sign-ins against an e-mail address, and once locked refuses the right password too', async () => {
    const owner = await registerUser(subject.app, { email: 'often@example.com' });
    let caller = 0;
    const signIn = (password: string) => {
      caller += 1;
      return subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: owner.email, password }, remoteAddress: `10.6.${caller}.1` });
    };
    // Signing in often is no reason to be locked out.
    for (let i = 0; i < 25; i += 1) expect((await signIn(owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await signIn('a wrong guess')).statusCode).toBe(422);
    expect((await signIn('a wrong guess')).statusCode).toBe(429);
    // The guesser would otherwise learn which guess was right.
    expect((await signIn(owner.password)).statusCode).toBe(429);
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
