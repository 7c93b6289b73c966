import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import braintree from 'braintree';
import nock from 'nock';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { SHOP_OPEN, nextAddress, paidAt, placeOrder, startPayment } from '../../helpers/placed-order';
import { recordedText } from '../../helpers/recorded';
import { braintreeProvider } from '../../../src/domain/payments/braintree-provider';

const BRAINTREE = 'https://api.sandbox.braintreegateway.com';
const SETTINGS = { merchantId: 'casaaurora', publicKey: 'bt_public_test', privateKey: 'bt_private_test', environment: 'sandbox' as const };
const MERCHANT = `/merchants/${SETTINGS.merchantId}`;
const XML = { 'content-type': 'application/xml; charset=utf-8' };
// The same keys sign sample notifications as Braintree signs real ones.
const signer = new braintree.BraintreeGateway({ ...SETTINGS, environment: braintree.Environment.Sandbox });

let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, braintree: SETTINGS } });
});
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  nock.cleanAll();
});

const transactionId = (orderToken: string) => `bt${orderToken.slice(0, 6).toLowerCase()}`;
const transactionXml = (file: string, orderToken: string) =>
  recordedText(`braintree/${file}`).replaceAll('TRANSACTION_ID', transactionId(orderToken)).replaceAll('ORDER_ID', orderToken);

async function braintreePayment() {
  const order = await placeOrder(t.app, 'card');
  const token = nock(BRAINTREE).post(`${MERCHANT}/client_token`).reply(201, recordedText('braintree/client-token.xml'), XML);
  const answers = await Promise.all(Array.from({ length: 5 }, () => startPayment(t.app, order.token)));
  expect(token.isDone()).toBe(true);
  return { order, payment: answers.find((res) => res.statusCode === 201)!.json() };
}

function pay(orderToken: string, nonce = 'fake-valid-nonce') {
  return t.app.inject({ method: 'POST', url: `/public/payments/${orderToken}/braintree-nonce`, payload: { nonce }, remoteAddress: nextAddress() });
}

test('cards go to Braintree when it is configured: one client token for the drop-in, the stored amount', async () => {
  const { payment } = await braintreePayment();
  expect(payment).toMatchObject({ provider: 'braintree', method: 'card', status: 'awaiting_payment', amount: 28 });
  expect(payment.client_secret).toMatch(/^eyJ2ZXJzaW9uIjoy/);
});

test('the sale with the drop-in\'s nonce is made once, for the stored amount and the order\'s id, and pays the order', async () => {
  const { order } = await braintreePayment();
  const sale = nock(BRAINTREE)
    .post(`${MERCHANT}/transactions`, (body) => body.transaction.amount === '28.00' && body.transaction.order_id === order.token && body.transaction.payment_method_nonce === 'fake-valid-nonce')
    .reply(201, transactionXml('transaction-submitted.xml', order.token), XML);
  const answers = await Promise.all([pay(order.token), pay(order.token), pay(order.token)]);
  expect(sale.isDone()).toBe(true);
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect((await pay(order.token)).json()).toMatchObject({ status: 'succeeded' });
});

test('a sale whose answer was lost is found again by the order\'s id: the order is paid, never charged twice', async () => {
  const { order } = await braintreePayment();
  // Braintree failed while answering: whether the sale was made is unknown.
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(503, '');
  const lost = await pay(order.token);
  expect(lost.statusCode).toBe(502);
  // Still under way as far as the shop knows: another press makes no sale.
  expect((await pay(order.token)).json()).toMatchObject({ status: 'processing' });
  nock(BRAINTREE)
    .post(`${MERCHANT}/transactions/advanced_search_ids`, (body) => body.search.order_id.is === order.token)
    .reply(200, transactionXml('search-ids.xml', order.token), XML)
    .post(`${MERCHANT}/transactions/advanced_search`)
    .reply(200, transactionXml('search-transactions.xml', order.token), XML);
  const read = await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` });
  expect(read.json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
});

test('a declined sale asks for another method in words the screen can translate', async () => {
  const { order } = await braintreePayment();
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(422, transactionXml('transaction-declined.xml', order.token), XML);
  expect((await pay(order.token, 'fake-processor-declined-visa-nonce')).json()).toMatchObject({
    status: 'requires_payment_method', failure: 'Insufficient Funds', failure_code: 'card_declined',
  });
  expect(await paidAt(t.app, order.token)).toBeNull();
});

test('a signed transaction_settlement_declined webhook is applied once; a forged signature is refused and changes nothing', async () => {
  const { order } = await braintreePayment();
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(422, transactionXml('transaction-declined.xml', order.token), XML);
  await pay(order.token);
  // Settlement declined later (the bank refused): Braintree says so by webhook.
  const sample = await signer.webhookTesting.sampleNotification('transaction_settlement_declined' as braintree.WebhookNotificationKind, transactionId(order.token));
  const post = (signature: string) =>
    t.app.inject({
      method: 'POST', url: '/webhooks/braintree',
      payload: new URLSearchParams({ bt_signature: signature, bt_payload: sample.bt_payload }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const forged = await post(`${SETTINGS.publicKey}|${'0'.repeat(40)}`);
  expect(forged.statusCode).toBe(400);
  expect((await t.app.repositories.payments.byProviderPaymentId('braintree', transactionId(order.token)))?.status).toBe('requires_payment_method');
  expect((await post(sample.bt_signature)).json()).toEqual({ received: true, duplicate: false });
  expect((await t.app.repositories.payments.byProviderPaymentId('braintree', transactionId(order.token)))?.status).toBe('error_checking');
  expect((await post(sample.bt_signature)).json()).toEqual({ received: true, duplicate: true });
});

test('a Braintree call that hangs fails after the provider\'s own timeout, not the SDK\'s 60 s', async () => {
  // A server that takes the connection and never answers (nock's sockets never time out, so a real one).
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  nock.enableNetConnect('127.0.0.1');
  try {
    const environment = new braintree.Environment('127.0.0.1', String(port), 'http://127.0.0.1', false, '127.0.0.1', String(port));
    const provider = braintreeProvider({ ...SETTINGS, timeoutMs: 300 }, { environment });
    const started = Date.now();
    await expect(provider.createPayment({ reference: 'T0k3n', amount: 28, currency: 'RON', idempotencyKey: 'k', returnUrl: 'http://localhost:3000/order-success' })).rejects.toThrow(/timed out/i);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    nock.disableNetConnect();
    silent.closeAllConnections();
    silent.close();
  }
});
