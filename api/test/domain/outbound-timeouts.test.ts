import { Agent } from 'node:https';
import { connect } from 'node:net';
import { createRemoteJWKSet, generateKeyPair, SignJWT } from 'jose';
import { googleSignIn } from '../../src/domain/account/google-id-token';
import { nominatimGeocoder } from '../../src/domain/geocoding/nominatim-geocoder';
import { paypalProvider } from '../../src/domain/payments/paypal-provider';
import { stripeProvider } from '../../src/domain/payments/stripe-provider';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { silentServer, type SilentServer } from '../helpers/silent-server';

/**
 * Every outbound call has a timeout (issue #12 "Limits"): pointed at a server that takes the
 * connection and never answers, each client gives up with an error the caller can tell the
 * customer, instead of holding the request. Each case gets a short timeout, and jest's own limit
 * below is far under the clients' defaults, so a timeout that is not applied fails the case.
 * Braintree and SMTP have the same test beside their other tests (braintree-payments.test.ts,
 * email-sender.test.ts, and Twilio for SMS in sms-sender.test.ts).
 */
const SHORT_MS = 300;
const JEST_LIMIT_MS = 8000;
const PAYMENT = { reference: 'T0k3nT0k3n', amount: 28, currency: 'EUR', idempotencyKey: 'order-payment-T0k3n', returnUrl: 'http://localhost:3000/order-success' };

/** An https agent whose every connection goes to the silent server, whatever host the SDK asks for. */
function agentTo(port: number): Agent {
  const agent = new Agent();
  agent.createConnection = () => connect(port, '127.0.0.1');
  return agent;
}

let silent: SilentServer;
/** The API with a geocoder and Google's keys on the silent server, for the cases that go through a route. */
let t: TestApp;
let googleCredential: string;
beforeAll(async () => {
  // Built once, outside the cases' limit: a database with its migrations and an RSA key take
  // seconds on a busy machine, and only the outbound calls' timeouts are under test.
  silent = await silentServer();
  const keys = createRemoteJWKSet(new URL(`http://127.0.0.1:${silent.port}/oauth2/v3/certs`), { timeoutDuration: SHORT_MS });
  t = await buildTestApp({
    geocoder: nominatimGeocoder(`http://127.0.0.1:${silent.port}`, 'RO', fetch, SHORT_MS),
    google: googleSignIn('shop.apps.googleusercontent.com', keys),
  });
  // A well-formed token: only fetching Google's keys to check it can fail.
  const { privateKey } = await generateKeyPair('RS256');
  googleCredential = await new SignJWT({ email: 'ana@example.com', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer('https://accounts.google.com')
    .setAudience('shop.apps.googleusercontent.com')
    .setSubject('1234567890')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
});
afterAll(async () => {
  await t.close();
  await silent.close();
});

test('Stripe: creating a payment fails with a timeout error', async () => {
  const provider = stripeProvider(
    { secretKey: 'sk_test_silent', webhookSecret: 'whsec_silent', publishableKey: 'pk_test_silent' },
    { host: '127.0.0.1', port: silent.port, protocol: 'http', timeout: SHORT_MS, maxNetworkRetries: 0 },
  );
  await expect(provider.createPayment(PAYMENT)).rejects.toThrow(/timeout/i);
}, JEST_LIMIT_MS);

test('PayPal: creating an order (and the OAuth token before it) fails with a timeout error', async () => {
  const provider = paypalProvider(
    { clientId: 'silent-client', clientSecret: 'silent-secret', webhookId: 'WH-silent', environment: 'sandbox' },
    { timeout: SHORT_MS, httpClientOptions: { httpsAgent: agentTo(silent.port) } },
  );
  await expect(provider.createPayment(PAYMENT)).rejects.toThrow(/timeout/i);
}, JEST_LIMIT_MS);

test('Nominatim: an address search answers 502 "cannot search addresses right now"', async () => {
  const search = await t.app.inject({ method: 'GET', url: '/public/geocoding/search?q=Strada%20Lipscani' });
  expect(search.statusCode).toBe(502);
  expect(search.json().message).toMatch(/address/i);
  const reverse = await t.app.inject({ method: 'GET', url: '/public/geocoding/reverse?lat=44.43&lng=26.1' });
  expect(reverse.statusCode).toBe(502);
}, JEST_LIMIT_MS);

test('Google: signing in answers 502 "unavailable" in the customer\'s language, not "refused"', async () => {
  const answer = await t.app.inject({ method: 'POST', url: '/public/auth/google', payload: { credential: googleCredential }, headers: { 'content-language': 'ro' } });
  expect(answer.statusCode).toBe(502);
  expect(answer.json().message).toBe('Autentificarea cu Google nu este disponibilă momentan.');
}, JEST_LIMIT_MS);
