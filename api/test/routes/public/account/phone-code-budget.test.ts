import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, putProfile, registerUser } from '../../../helpers/accounts';
import { PHONE_CODE_RATE_LIMIT } from '../../../../src/routes/public/auth/auth-rate-limits';

/**
 * Every SMS code counts against one budget per address, whichever call sends it: a phone number
 * changed over and over (each change past the 60 s cool-down texts the new number) sends no more
 * than asking for codes does, and a refusal changes nothing.
 */
let clock = new Date('2026-03-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, rateLimitAllowList: ['10.63.9.9'] });
});
afterAll(() => t.close());

/** Past the per-account resend cool-down. */
const later = () => {
  clock = new Date(clock.getTime() + 61_000);
};
const smsTo = async (recipient: string) => (await t.app.repositories.outbox.list({ recipient, limit: 10 })).length;
const changePhone = (token: string, email: string, phone: string, remoteAddress: string) => putProfile(t.app, token, { name: 'Ana Pop', email, phone }, { remoteAddress });

test(`${PHONE_CODE_RATE_LIMIT.max} codes in 15 minutes from one address, however sent; then 429 and nothing changes`, async () => {
  const ana = await registerUser(t.app);
  // Two accounts on one address, so that neither reaches its own day's codes (PHONE_CODES_PER_ACCOUNT_PER_DAY).
  const bob = await registerUser(t.app);
  for (let i = 1; i <= PHONE_CODE_RATE_LIMIT.max; i += 1) {
    later();
    const { token, email } = i % 2 === 0 ? ana : bob;
    const changed = await changePhone(token, email, `+4079900${String(i).padStart(4, '0')}`, '10.63.0.1');
    expect([i, changed.statusCode, changed.json().phone_code?.sent]).toEqual([i, 200, true]);
  }

  later();
  const refused = await changePhone(ana.token, ana.email, '+40799009999', '10.63.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  expect(await smsTo('+40799009999')).toBe(0);
  const account = await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(ana.token) });
  expect(account.json().phone).toBe(`+4079900${String(PHONE_CODE_RATE_LIMIT.max).padStart(4, '0')}`);

  // Asking for a code spends the same budget.
  const asked = await t.app.inject({ method: 'POST', url: '/public/auth/phone-code', headers: { ...bearer(ana.token), 'content-language': 'es' }, remoteAddress: '10.63.0.1' });
  expect(asked.statusCode).toBe(429);
  expect(asked.json().message).toMatch(/^Demasiados intentos\. Inténtalo de nuevo dentro de \d+ minutos?\.$/);

  // So does confirming a registration, refused before its link is used up.
  const email = 'budget@example.com';
  expect((await t.app.inject({ method: 'POST', url: '/public/auth/register', payload: { name: 'Ion Pop', email, phone: '+40799008888', password: 'correct horse battery' }, remoteAddress: '10.63.0.2' })).statusCode).toBe(200);
  const id = await emailedLinkId(t.app, email, 'confirm-registration');
  expect((await t.app.inject({ method: 'POST', url: '/public/auth/confirm-registration', payload: { id }, remoteAddress: '10.63.0.1' })).statusCode).toBe(429);
  expect((await t.app.inject({ method: 'POST', url: '/public/auth/confirm-registration', payload: { id }, remoteAddress: '10.63.0.3' })).statusCode).toBe(200);
  expect(await smsTo('+40799008888')).toBe(1);

  // Another address goes on.
  later();
  const elsewhere = await changePhone(ana.token, ana.email, '+40799009999', '10.63.0.4');
  expect([elsewhere.statusCode, elsewhere.json().phone_code?.sent]).toEqual([200, true]);
  expect(await smsTo('+40799009999')).toBe(1);
});

test('a change within the cool-down sends no code and spends none', async () => {
  const ion = await registerUser(t.app);
  for (let i = 1; i <= PHONE_CODE_RATE_LIMIT.max + 1; i += 1) {
    const changed = await changePhone(ion.token, ion.email, `+4079901${String(i).padStart(4, '0')}`, '10.63.1.1');
    expect([i, changed.statusCode, changed.json().phone_code?.sent]).toEqual([i, 200, false]);
  }
});

test('an address on the allow list (RATE_LIMIT_ALLOW) is never refused', async () => {
  const eva = await registerUser(t.app);
  for (let i = 1; i <= PHONE_CODE_RATE_LIMIT.max + 1; i += 1) {
    later();
    const changed = await changePhone(eva.token, eva.email, `+4079902${String(i).padStart(4, '0')}`, '10.63.9.9');
    expect([i, changed.statusCode]).toEqual([i, 200]);
  }
});

test('two IPv6 addresses of one /64 share the budget: a host that rotates its addresses gets no more codes', async () => {
  const ada = await registerUser(t.app);
  const eli = await registerUser(t.app);
  for (let i = 1; i <= PHONE_CODE_RATE_LIMIT.max; i += 1) {
    later();
    const { token, email } = i % 2 === 0 ? ada : eli;
    const changed = await changePhone(token, email, `+4079903${String(i).padStart(4, '0')}`, `2001:db8:63:1:${i.toString(16)}::7`);
    expect([i, changed.statusCode, changed.json().phone_code?.sent]).toEqual([i, 200, true]);
  }
  later();
  const asked = await t.app.inject({ method: 'POST', url: '/public/auth/phone-code', headers: bearer(ada.token), remoteAddress: '2001:db8:63:1:ffff::1' });
  expect(asked.statusCode).toBe(429);
  expect(asked.json().message).toMatch(/^Too many attempts\./);
  // Another /64 goes on.
  const elsewhere = await t.app.inject({ method: 'POST', url: '/public/auth/phone-code', headers: bearer(ada.token), remoteAddress: '2001:db8:63:2::1' });
  expect([elsewhere.statusCode, elsewhere.body]).toEqual([200, JSON.stringify({ resend_after_seconds: 60 })]);
});
