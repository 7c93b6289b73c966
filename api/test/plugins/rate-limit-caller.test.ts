import { buildTestApp, type TestApp } from '../helpers/test-app';
import { LOGIN_RATE_LIMIT } from '../../src/routes/public/auth/auth-rate-limits';

/**
 * The rate limits count per caller as password guesses do (guessingCaller): an IPv6 /64 is one
 * holder's (a home, a phone, a rented server), so counting each of its 2^64 addresses apart gave
 * that holder as many budgets. The allow list still matches the address itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitAllowList: ['::1', '127.0.0.1'] });
});
afterAll(() => t.close());

const signInFrom = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'nobody@example.com', password: 'guess' }, remoteAddress });

test(`two IPv6 addresses of one /64 share a route's limit (${LOGIN_RATE_LIMIT.max} sign-ins a minute); another /64 has its own`, async () => {
  for (let i = 1; i <= LOGIN_RATE_LIMIT.max; i += 1) {
    // Each from an address of its own in 2001:db8:5:1::/64, as a host rotating its addresses does.
    expect([i, (await signInFrom(`2001:db8:5:1:${i.toString(16)}::1`)).statusCode]).toEqual([i, 422]);
  }
  const sibling = await signInFrom('2001:db8:5:1:ffff:ffff:ffff:fffe');
  expect(sibling.statusCode).toBe(429);
  expect(sibling.json().message).toMatch(/^Too many attempts\./);
  expect((await signInFrom('2001:db8:5:2::1')).statusCode).toBe(422);
});

test('IPv4 addresses are still counted each on its own, written plain or IPv6-mapped alike', async () => {
  for (let i = 1; i <= LOGIN_RATE_LIMIT.max; i += 1) {
    const address = i % 2 === 0 ? '10.66.0.1' : '::ffff:10.66.0.1';
    expect([i, (await signInFrom(address)).statusCode]).toEqual([i, 422]);
  }
  expect((await signInFrom('10.66.0.1')).statusCode).toBe(429);
  expect((await signInFrom('10.66.0.2')).statusCode).toBe(422);
});

test('the allow list (RATE_LIMIT_ALLOW: the e2e loopback) matches the address, not the /64 key it is counted by', async () => {
  for (const address of ['::1', '127.0.0.1']) {
    for (let i = 1; i <= LOGIN_RATE_LIMIT.max + 2; i += 1) expect([address, i, (await signInFrom(address)).statusCode]).toEqual([address, i, 422]);
  }
  // ::2 shares ::1's /64 (::/64) but is not on the list.
  for (let i = 1; i <= LOGIN_RATE_LIMIT.max; i += 1) await signInFrom('::2');
  expect((await signInFrom('::2')).statusCode).toBe(429);
});
