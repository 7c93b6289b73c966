import { buildTestApp, type TestApp } from '../helpers/test-app';
import { registerUser, bearer } from '../helpers/accounts';
import { documentedOperations } from '../fuzz/openapi-operations';

/**
 * Every call that sends a message, stores what a visitor typed, places or pays an order is rate
 * limited per address (issue #12 "Limits"). The table names each one with its limit and is walked
 * to the refusal; the sweep below finds any write endpoint that carries no limit at all.
 */
interface Limited {
  what: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  max: number;
  signedIn?: boolean;
  /** Sent as JSON unless a job application (multipart). */
  payload?: object;
}

const FORMS_ORDERS_AND_SMS: Limited[] = [
  { what: 'contact form', method: 'POST', url: '/public/contact-messages', max: 10, payload: { name: 'Ana Pop' } },
  { what: 'job application', method: 'POST', url: '/public/jobs/kitchen-assistant/applications', max: 10 },
  { what: 'table reservation', method: 'POST', url: '/public/reservations', max: 10, payload: { name: 'Ana Pop' } },
  { what: 'event reservation', method: 'POST', url: '/public/events/wine-tasting/reservations', max: 10, payload: { name: 'Ana Pop' } },
  { what: 'notify me when you deliver here', method: 'POST', url: '/public/delivery-areas/notify-requests', max: 10, payload: { email: 'ana@example.com' } },
  { what: 'newsletter unsubscribe', method: 'POST', url: '/public/newsletter/unsubscribe', max: 10, payload: { email: 'ana@example.com' } },
  { what: 'order placement', method: 'POST', url: '/public/orders', max: 30, payload: { store_id: 1 } },
  { what: 'voucher check', method: 'POST', url: '/public/vouchers/check', max: 20, payload: { code: 'NOPE' } },
  { what: 'group order start', method: 'POST', url: '/public/group-orders', max: 20, payload: {} },
  { what: 'payment start', method: 'POST', url: '/public/payments', max: 30, payload: { order_token: 'AbCdEfGhIjKlMnOpQrStUv' } },
  // Far above a provider's own deliveries; one refused is retried by the provider (post-provider-webhook).
  { what: 'payment provider webhook', method: 'POST', url: '/webhooks/paypal', max: 300 },
  // Counted before sign-in is checked, so a visitor's calls count as well as a customer's.
  { what: 'SMS code', method: 'POST', url: '/public/auth/phone-code', max: 10 },
  { what: 'SMS code check', method: 'POST', url: '/public/auth/validate-phone-number', max: 10, signedIn: true, payload: { code: '0000' } },
  { what: 'profile change (sends an e-mail change link)', method: 'PUT', url: '/public/account', max: 30, signedIn: true, payload: { name: 'Ana Pop' } },
];

/**
 * Writes that stay unlimited on purpose: the cart sync and logout, every tap of a customer. (Only
 * saving a known cart is unlimited: starting a new one is limited, see carts/cart-limits.test.ts.)
 */
const UNLIMITED = [
  'POST /public/carts',
  'POST /public/auth/logout',
  'POST /public/check-redirect',
];

let t: TestApp;
let token: string;
let caller = 0;
/** A fresh address per walk, so one walk's count never spills into the next. */
const nextAddress = () => `10.77.${Math.floor(++caller / 250)}.${caller % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ devRoutes: true });
  token = (await registerUser(t.app)).token;
});
afterAll(() => t.close());

function send(limited: Limited, remoteAddress: string) {
  return t.app.inject({
    method: limited.method,
    url: limited.url,
    remoteAddress,
    headers: { 'idempotency-key': `rate-limit-${Math.random()}`, ...(limited.signedIn ? bearer(token) : {}) },
    ...(limited.payload ? { payload: limited.payload } : {}),
  });
}

test.each(FORMS_ORDERS_AND_SMS)('$what: $max a window from one address, then 429 with a message; another address goes on', async (limited) => {
  const address = nextAddress();
  for (let i = 0; i < limited.max; i += 1) {
    const answer = await send(limited, address);
    expect([i, answer.statusCode]).not.toEqual([i, 429]);
    expect(answer.headers['x-ratelimit-limit']).toBe(String(limited.max));
  }
  const refused = await send(limited, address);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  expect((await send(limited, nextAddress())).statusCode).not.toBe(429);
});

test('the refusal is in the caller\'s language, the wait too', async () => {
  const table = FORMS_ORDERS_AND_SMS.find((limited) => limited.what === 'table reservation')!;
  const address = nextAddress();
  const inSpanish = () =>
    t.app.inject({ method: 'POST', url: table.url, remoteAddress: address, headers: { 'idempotency-key': `es-${Math.random()}`, 'content-language': 'es' }, payload: table.payload });
  for (let i = 0; i < table.max; i += 1) await inSpanish();
  const refused = await inSpanish();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Demasiados intentos\. Inténtalo de nuevo dentro de (1 minuto|\d+ segundos?)\.$/);
});

test('every other write endpoint a visitor can reach carries a per-address limit', async () => {
  const writes = documentedOperations(t.app, (path) => path.startsWith('/dev/') || path.startsWith('/docs')).filter((operation) => operation.method !== 'GET');
  expect(writes.length).toBeGreaterThan(40);
  const unlimited: string[] = [];
  for (const operation of writes) {
    const name = `${operation.method} ${operation.path}`;
    // Signed in, so limits counted after the sign-in check are seen too; logging out would end the session.
    const headers = name === 'POST /public/auth/logout' ? {} : bearer(token);
    const answer = await t.app.inject({ method: operation.method as 'POST', url: operation.path.replace(/\{\w+\}/g, '1'), remoteAddress: nextAddress(), headers });
    if (answer.headers['x-ratelimit-limit'] === undefined) unlimited.push(name);
  }
  expect(unlimited.sort()).toEqual([...UNLIMITED].sort());
});
