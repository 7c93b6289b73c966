import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import nock from 'nock';
import { pickupOrder } from '../helpers/orders';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { SHOP_OPEN } from '../helpers/placed-order';

/**
 * Requests carrying every kind of personal data and secret, and a payment provider failing, at the
 * most talkative log level: the log output holds none of it (issue #12 "structured logs with
 * request ids and no secrets or personal data").
 */
const PERSON = {
  name: 'Anastasia Secretescu',
  email: 'anastasia.secret@example.com',
  phone: '+40 712 999 888',
  password: 'Correct-Horse-Battery-9',
  address: 'Strada Tainica 77',
  note: 'ring twice, the code is 4711',
};
const CARD = { card_number: '4000 0000 0000 0002', expiry: '12/34', cvc: '737' };
const PAYPAL_SECRET = 'EbPayPalSecretValue';
const PAYPAL_CLIENT = 'AbPayPalClientIdValue';

let t: TestApp;
const lines: string[] = [];
let caller = 0;
const from = () => `10.88.0.${++caller}`;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({
    now: () => SHOP_OPEN,
    // Limonaia sells in EUR, which PayPal takes.
    brandId: 2,
    logger: { level: 'trace', stream },
    payments: { stripe: null, paypal: { clientId: PAYPAL_CLIENT, clientSecret: PAYPAL_SECRET, webhookId: 'WH-1', environment: 'sandbox' } },
  });
});
afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  await t.close();
});

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
}

function order(paymentMethod: 'card' | 'paypal') {
  const body = pickupOrder({
    name: PERSON.name, email: PERSON.email, phone: PERSON.phone, address: PERSON.address, informations: PERSON.note, payment_method: paymentMethod,
  });
  return post('/public/orders', body, { 'idempotency-key': randomUUID() });
}

test('registering, signing in, ordering, paying by card, a failing PayPal and a contact message log none of what they carried', async () => {
  const registered = await post('/public/auth/register', { name: PERSON.name, email: PERSON.email, phone: PERSON.phone, password: PERSON.password, accept_terms: true });
  expect(registered.statusCode).toBeLessThan(500);
  const login = await post('/public/auth/login', { email: PERSON.email, password: PERSON.password });
  const bearerToken = login.statusCode === 200 ? (login.json().token as string) : 'no-token-issued-000000';
  await post('/public/auth/login', { email: PERSON.email, password: `${PERSON.password}-wrong` });
  await post('/public/auth/forgot-password', { email: PERSON.email });
  await t.app.inject({ method: 'PUT', url: '/public/account', headers: { authorization: `Bearer ${bearerToken}` }, payload: { name: PERSON.name, email: PERSON.email, phone: PERSON.phone, profile_version: 1 }, remoteAddress: from() });
  await post('/public/contact-messages', { store_url: 'old-town', name: PERSON.name, email: PERSON.email, phone: PERSON.phone, message: PERSON.note });

  const byCard = await order('card');
  expect(byCard.statusCode).toBe(201);
  const cardToken = byCard.json().token as string;
  expect((await post('/public/payments', { order_token: cardToken })).statusCode).toBeLessThan(300);
  expect((await post(`/public/payments/${cardToken}/sandbox-card`, CARD)).statusCode).toBeLessThan(500);

  // PayPal fails after its SDK put the client secret in the request: the error is logged. (A
  // refusal, not nock's connection error, whose socket event races the SDK and made this test
  // flaky; the connection error's shape is checked in request-logging.test.ts.)
  const byPaypal = await order('paypal');
  expect(byPaypal.statusCode).toBe(201);
  nock('https://api-m.sandbox.paypal.com').post('/v1/oauth2/token').reply(503, { error: 'temporarily_unavailable', error_description: 'Service unavailable' });
  const failed = await post('/public/payments', { order_token: byPaypal.json().token });
  expect(failed.statusCode).toBe(502);

  const text = lines.join('\n');
  expect(text).toContain('creating a payment failed');
  const basic = Buffer.from(`${PAYPAL_CLIENT}:${PAYPAL_SECRET}`).toString('base64');
  const secrets = [
    ...Object.values(PERSON), PERSON.phone.replace(/\D/g, ''), CARD.card_number, CARD.card_number.replace(/ /g, ''),
    bearerToken, cardToken, byPaypal.json().token, PAYPAL_SECRET, basic, 'authorization', 'Authorization',
  ];
  expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
  // Still useful: every request's lines carry its id and its path.
  const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { path?: string } });
  expect(logged.filter((entry) => entry.req?.path === '/public/orders').every((entry) => typeof entry.reqId === 'string')).toBe(true);
});
