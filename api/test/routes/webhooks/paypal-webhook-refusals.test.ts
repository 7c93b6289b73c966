import nock from 'nock';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { SHOP_OPEN } from '../../helpers/placed-order';
import { recorded } from '../../helpers/recorded';
import { PAYPAL, paypalToken } from '../../helpers/paypal-sandbox';

const CERT_URL = 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77';

let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({
    now: () => SHOP_OPEN,
    payments: { stripe: null, paypal: { clientId: 'AbPayPalClientId', clientSecret: 'EbPayPalSecret', webhookId: '8PT597110X687430LKGECATA', environment: 'sandbox' } },
  });
});
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  nock.cleanAll();
});

/** PayPal's two calls of a signature check (a token, then verify-webhook-signature), answered `verdict`. */
function paypalChecks(verify: [number, object] = [200, { verification_status: 'SUCCESS' }]) {
  return [paypalToken(), nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').reply(...verify)];
}

/** A post to the PayPal webhook with a full set of (made-up) signature headers. */
function post(payload: string, { certUrl = CERT_URL, remoteAddress = '198.51.100.20' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/paypal',
    payload,
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': certUrl,
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-sig': 'bWFkZSB1cA==',
      'paypal-transmission-time': '2026-11-23T10:05:02Z',
    },
  });
}

const captureCompleted = () => JSON.stringify(recorded('paypal/capture-completed-event.json'));

test('a post that is no PayPal event, or one the shop does nothing with, is answered without asking PayPal', async () => {
  const checks = paypalChecks();
  for (const payload of ['[]', '"PAYMENT.CAPTURE.COMPLETED"', 'null', 'not json']) {
    const refused = await post(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/signature does not verify/);
  }
  // Acknowledged as a verified event of another kind is: nothing is done with it either way.
  for (const payload of ['{}', JSON.stringify({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED' }), JSON.stringify({ id: 'WH-2', event_type: 'constructor' })]) {
    expect((await post(payload)).json()).toEqual({ received: true, duplicate: false });
  }
  // A capture event naming no PayPal order: nothing to apply it to.
  expect((await post(JSON.stringify({ id: 'WH-3', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }))).json()).toEqual({ received: true, duplicate: false });
  expect(checks.some((check) => check.isDone())).toBe(false);
});

test('a signature whose certificate is not at PayPal is refused (400) without asking PayPal', async () => {
  const checks = paypalChecks();
  for (const certUrl of ['https://evil.example/v1/notifications/certs/CERT-1', 'https://api.paypal.com.evil.example/certs/CERT-1', 'http://api.paypal.com/v1/notifications/certs/CERT-1', 'not a url']) {
    const refused = await post(captureCompleted(), { certUrl });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/signature does not verify/);
  }
  expect(checks.some((check) => check.isDone())).toBe(false);
  // PayPal's own hosts are asked.
  expect((await post(captureCompleted(), { certUrl: 'https://api.paypal.com/v1/notifications/certs/CERT-1' })).statusCode).toBe(200);
  expect(checks.every((check) => check.isDone())).toBe(true);
});

test('PayPal refusing to check a signature is a bad signature (400), not a server error; its outage, throttling or refusal of the shop stays one', async () => {
  paypalChecks([400, { name: 'VALIDATION_ERROR', message: 'Invalid request - see details', details: [{ field: 'transmission_time', issue: 'must be a valid date' }] }]);
  const refused = await post(captureCompleted());
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toMatch(/signature does not verify/);

  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').reply(503, { name: 'SERVICE_UNAVAILABLE' });
  expect((await post(captureCompleted())).statusCode).toBe(500);
  // PayPal throttling the shop, or refusing its credentials, is no forged signature either.
  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').reply(429, { name: 'RATE_LIMIT_REACHED' });
  expect((await post(captureCompleted())).statusCode).toBe(500);
  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').reply(401, { error: 'invalid_token' });
  expect((await post(captureCompleted())).statusCode).toBe(500);
});

test('one address posting webhooks past 300 a minute is refused (429); another address is not', async () => {
  const sender = '203.0.113.7';
  const answers = await Promise.all(Array.from({ length: 300 }, () => post('{}', { remoteAddress: sender })));
  expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  expect((await post('{}', { remoteAddress: sender })).statusCode).toBe(429);
  expect((await post('{}', { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
});
