import { buildTestApp, type TestApp } from '../../../helpers/test-app';

describe('rate limits on sign-in, registration, password reset and SMS', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
  });
  afterEach(() => subject.close());

  async function hitUntilLimited(request: () => Promise<{ statusCode: number }>, allowed: number) {
    for (let i = 0; i < allowed; i += 1) expect((await request()).statusCode).not.toBe(429);
    return request();
  }

  it('limits sign-in attempts to 10 a minute', async () => {
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'a@example.com', password: 'guess' } });
    const limited = await hitUntilLimited(attempt, 10);
    expect(limited.statusCode).toBe(429);
    expect((limited as unknown as { json: () => { message: string } }).json().message).toMatch(/Too many attempts/);
  });

  it('limits password-reset e-mails to 5 in 15 minutes', async () => {
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: 'a@example.com' } });
    expect((await hitUntilLimited(attempt, 5)).statusCode).toBe(429);
  });

  it('limits registrations to 10 in 15 minutes', async () => {
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/register', payload: {} });
    expect((await hitUntilLimited(attempt, 10)).statusCode).toBe(429);
  });

  it('limits SMS code requests to 10 in 15 minutes', async () => {
    const attempt = () => subject.app.inject({ method: 'POST', url: '/public/auth/phone-code' });
    expect((await hitUntilLimited(attempt, 10)).statusCode).toBe(429);
  });
});
