import { jest } from '@jest/globals';
import { createHash, createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import braintree from 'braintree';
import { sql } from 'kysely';
import nock from 'nock';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { SHOP_OPEN, nextAddress, paidAt, placeOrder, startPayment } from '../../helpers/placed-order';
import { recordedText } from '../../helpers/recorded';
import { braintreeProvider } from '../../../src/domain/payments/braintree-provider';
import { ATTEMPT_GRACE_MS } from '../../../src/domain/payments/record-payment-status';

const BRAINTREE = 'https://api.sandbox.braintreegateway.com';
const SETTINGS = { merchantId: 'casaaurora', publicKey: 'bt_public_test', privateKey: 'bt_private_test', environment: 'sandbox' as const };
const MERCHANT = `/merchants/${SETTINGS.merchantId}`;
const XML = { 'content-type': 'application/xml; charset=utf-8' };

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
/** A second sale of the same order (a retry after a decline). */
const retryId = (orderToken: string) => `${transactionId(orderToken)}r`;
const transactionXml = (file: string, orderToken: string) =>
  recordedText(`braintree/${file}`)
    .replaceAll('TRANSACTION_ID', transactionId(orderToken))
    .replaceAll('RETRY_ID', retryId(orderToken))
    .replaceAll('ORDER_ID', orderToken);

/** A notification as Braintree posts it: base64 XML, signed with the keys' HMAC-SHA1. */
function notification(file: string, orderToken: string) {
  const payload = `${Buffer.from(transactionXml(file, orderToken)).toString('base64')}\n`;
  const key = createHash('sha1').update(SETTINGS.privateKey).digest();
  return { signature: `${SETTINGS.publicKey}|${createHmac('sha1', key).update(payload).digest('hex')}`, payload };
}

function postWebhook(signature: string, payload: string) {
  return t.app.inject({
    method: 'POST', url: '/webhooks/braintree',
    payload: new URLSearchParams({ bt_signature: signature, bt_payload: payload }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function braintreePayment() {
  const order = await placeOrder(t.app, 'card');
  // Asked once per process, before the first payment: the default account charges in RON, the shop's currency.
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts?page=1`).optionally().reply(200, recordedText('braintree/merchant-accounts.xml'), XML);
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
  const { signature, payload } = notification('notification-transaction-settlement-declined.xml', order.token);
  const statusOfPayment = async () => (await t.app.repositories.payments.byProviderPaymentId('braintree', `order:${order.token}`))?.status;
  const forged = await postWebhook(`${SETTINGS.publicKey}|${'0'.repeat(40)}`, payload);
  expect(forged.statusCode).toBe(400);
  expect(await statusOfPayment()).toBe('requires_payment_method');
  expect((await postWebhook(signature, payload)).json()).toEqual({ received: true, duplicate: false });
  expect(await statusOfPayment()).toBe('error_checking');
  expect((await postWebhook(signature, payload)).json()).toEqual({ received: true, duplicate: true });
});

/** Braintree knows the order's two sales: the declined one and the retry whose answer was lost. */
function declinedAndRetried(orderToken: string) {
  return nock(BRAINTREE)
    .post(`${MERCHANT}/transactions/advanced_search_ids`, (body) => body.search.order_id.is === orderToken)
    .reply(200, transactionXml('search-ids-declined-and-retried.xml', orderToken), XML)
    .post(`${MERCHANT}/transactions/advanced_search`)
    .reply(200, transactionXml('search-transactions-declined-and-retried.xml', orderToken), XML);
}

async function declinedThenLost(orderToken: string) {
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(422, transactionXml('transaction-declined.xml', orderToken), XML);
  expect((await pay(orderToken, 'fake-processor-declined-visa-nonce')).json()).toMatchObject({ status: 'requires_payment_method' });
  // The retry is made at Braintree, but its answer is lost.
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(503, '');
  expect((await pay(orderToken)).statusCode).toBe(502);
}

async function expectPaidWithoutAnotherSale(orderToken: string) {
  expect(await paidAt(t.app, orderToken)).toEqual(SHOP_OPEN);
  const another = nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(201, transactionXml('transaction-submitted.xml', orderToken), XML);
  expect((await pay(orderToken)).json()).toMatchObject({ status: 'succeeded' });
  expect(another.isDone()).toBe(false);
}

test('a retry after a decline whose answer was lost is found by the order\'s id, not taken for the decline: paid, never charged again', async () => {
  const { order } = await braintreePayment();
  await declinedThenLost(order.token);
  // Asked by the declined sale's id, Braintree would still say declined.
  nock(BRAINTREE).get(`${MERCHANT}/transactions/${transactionId(order.token)}`).reply(200, transactionXml('transaction-processor-declined.xml', order.token), XML);
  // Both sales in the same second: time alone cannot tell which came last.
  const search = declinedAndRetried(order.token);
  const read = await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` });
  expect(read.json()).toMatchObject({ status: 'succeeded', failure: null });
  expect(search.isDone()).toBe(true);
  await expectPaidWithoutAnotherSale(order.token);
});

test('a payment still named after its declined transaction (as before payments kept their order\'s name) finds the order\'s later sale', async () => {
  const { order } = await braintreePayment();
  await declinedThenLost(order.token);
  const payments = t.app.repositories.payments;
  const row = await payments.forOrder((await payments.payableOrder(order.token))!.id);
  await payments.renamed(row!.id, transactionId(order.token));
  nock(BRAINTREE).get(`${MERCHANT}/transactions/${transactionId(order.token)}`).reply(200, transactionXml('transaction-processor-declined.xml', order.token), XML);
  declinedAndRetried(order.token);
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json()).toMatchObject({ status: 'succeeded' });
  expect((await payments.byId(row!.id))?.provider_payment_id).toBe(`order:${order.token}`);
  await expectPaidWithoutAnotherSale(order.token);
});

test('a transaction_settled webhook for a sale whose answer was lost finds the payment by the order\'s id and pays the order', async () => {
  const { order } = await braintreePayment();
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(503, '');
  expect((await pay(order.token)).statusCode).toBe(502);
  const { signature, payload } = notification('notification-transaction-settled.xml', order.token);
  expect((await postWebhook(signature, payload)).json()).toEqual({ received: true, duplicate: false });
  expect((await t.app.repositories.payments.byProviderPaymentId('braintree', `order:${order.token}`))?.status).toBe('succeeded');
  await expectPaidWithoutAnotherSale(order.token);
});

test('back to card after a declined sale and another method: a new Braintree payment under the order\'s name, paid once', async () => {
  const { order } = await braintreePayment();
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(422, transactionXml('transaction-declined.xml', order.token), XML);
  await pay(order.token, 'fake-processor-declined-visa-nonce');
  const changeMethod = (method: string) =>
    t.app.inject({ method: 'PUT', url: `/public/payments/${order.token}/method`, payload: { payment_method: method }, remoteAddress: nextAddress() });
  expect((await changeMethod('cash-pickup')).statusCode).toBe(200);
  expect((await changeMethod('card')).statusCode).toBe(200);
  nock(BRAINTREE).post(`${MERCHANT}/client_token`).reply(201, recordedText('braintree/client-token.xml'), XML);
  const started = await startPayment(t.app, order.token);
  expect(started.statusCode).toBe(201);
  expect(started.json()).toMatchObject({ provider: 'braintree', status: 'awaiting_payment', provider_payment_id: `order:${order.token}` });
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(201, transactionXml('transaction-submitted.xml', order.token).replaceAll(transactionId(order.token), retryId(order.token)), XML);
  expect((await pay(order.token)).json()).toMatchObject({ status: 'succeeded' });
  await expectPaidWithoutAnotherSale(order.token);
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

/** Braintree lists no sale of the order (none made, or one under way not listed yet). */
const noSaleListed = (orderToken: string) =>
  nock(BRAINTREE).post(`${MERCHANT}/transactions/advanced_search_ids`, (body) => body.search.order_id.is === orderToken).reply(200, recordedText('braintree/search-ids-none.xml'), XML);

const readPayment = (orderToken: string) => t.app.inject({ method: 'GET', url: `/public/payments/${orderToken}` });
const paymentRow = (orderToken: string) => t.app.repositories.payments.byProviderPaymentId('braintree', `order:${orderToken}`);

/** Moves the order's placing and its payments' last change `ms` into the past (both clocks are the wall clock here). */
async function backdate(orderToken: string, ms: number): Promise<void> {
  const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', orderToken).executeTakeFirstOrThrow();
  const earlier = (column: string) => sql<Date>`${sql.ref(column)} - ${ms} * interval '1 millisecond'`;
  await t.app.db.updateTable('orders').set({ created_at: earlier('created_at') }).where('id', '=', id).execute();
  await t.app.db.updateTable('payments').set({ updated_at: earlier('updated_at'), attempt_started_at: earlier('attempt_started_at') }).where('order_id', '=', id).execute();
}

test('a status check while the sale is under way (not listed yet) keeps the attempt: another press makes no second sale', async () => {
  const { order } = await braintreePayment();
  let sales = 0;
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).times(2).delay(800).reply(201, () => {
    sales += 1;
    return transactionXml('transaction-submitted.xml', order.token);
  }, XML);
  const search = noSaleListed(order.token);
  const first = pay(order.token);
  while ((await paymentRow(order.token))?.status !== 'processing') await new Promise((resolve) => setTimeout(resolve, 10));
  // Another tab polls (or reloads) while the sale is on its way.
  expect((await readPayment(order.token)).json()).toMatchObject({ status: 'processing' });
  expect(search.isDone()).toBe(true);
  const second = await pay(order.token);
  expect(second.statusCode).toBe(200);
  expect(second.json()).toMatchObject({ status: 'processing' });
  expect((await first).json()).toMatchObject({ status: 'succeeded' });
  expect(sales).toBe(1);
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
});

test('a sale whose answer was lost and is not listed yet keeps the payment under way until ATTEMPT_GRACE_MS, then it can be paid again', async () => {
  const { order } = await braintreePayment();
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(503, '');
  expect((await pay(order.token)).statusCode).toBe(502);
  noSaleListed(order.token);
  expect((await readPayment(order.token)).json()).toMatchObject({ status: 'processing' });
  // No sale is tried (none is mocked): the press gets the payment as it is.
  expect((await pay(order.token)).json()).toMatchObject({ status: 'processing' });
  await backdate(order.token, ATTEMPT_GRACE_MS + 1_000);
  noSaleListed(order.token);
  expect((await readPayment(order.token)).json()).toMatchObject({ status: 'awaiting_payment' });
});

test('a late sale for an order abandoned unpaid meanwhile is recorded and logged for a refund, and does not make the order paid', async () => {
  const { order } = await braintreePayment();
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(503, '');
  expect((await pay(order.token)).statusCode).toBe(502);
  // Long after, Braintree still lists no sale: the payment is payable again, and the order is left unpaid.
  await backdate(order.token, ATTEMPT_GRACE_MS + 1_000);
  noSaleListed(order.token);
  expect((await readPayment(order.token)).json()).toMatchObject({ status: 'awaiting_payment' });
  await backdate(order.token, (UNPAID_ORDER_DEADLINE_MINUTES + 1) * 60_000);
  expect((await readPayment(order.token)).statusCode).toBe(409);
  // Then the lost sale settles after all.
  const logged = jest.spyOn(t.app.log, 'error');
  try {
    const { signature, payload } = notification('notification-transaction-settled.xml', order.token);
    expect((await postWebhook(signature, payload)).json()).toEqual({ received: true, duplicate: false });
    expect((await paymentRow(order.token))?.status).toBe('succeeded');
    expect(await paidAt(t.app, order.token)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ orderToken: order.token, provider: 'braintree' }), expect.stringMatching(/must be refunded/));
  } finally {
    logged.mockRestore();
  }
});

test('a settlement declined after the sale was counted as paid leaves the order paid and is logged for the staff', async () => {
  const { order } = await braintreePayment();
  nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(201, transactionXml('transaction-submitted.xml', order.token), XML);
  expect((await pay(order.token)).json()).toMatchObject({ status: 'succeeded' });
  const logged = jest.spyOn(t.app.log, 'error');
  try {
    const { signature, payload } = notification('notification-transaction-settlement-declined.xml', order.token);
    expect((await postWebhook(signature, payload)).json()).toEqual({ received: true, duplicate: false });
    expect((await paymentRow(order.token))?.status).toBe('succeeded');
    expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ orderToken: order.token, provider: 'braintree' }), expect.stringMatching(/declined at settlement/));
  } finally {
    logged.mockRestore();
  }
});
