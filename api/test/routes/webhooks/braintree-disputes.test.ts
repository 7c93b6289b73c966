import { jest } from '@jest/globals';
import braintree from 'braintree';
import nock from 'nock';
import { bearer, registerUser, type Registered } from '../../helpers/accounts';
import { pointsOf, TEN_LEMONADES } from '../../helpers/money-returned';
import { pickupOrder, placeOrder } from '../../helpers/orders';
import { SHOP_OPEN, nextAddress, paidAt, startPayment } from '../../helpers/placed-order';
import { recordedText } from '../../helpers/recorded';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

// A chargeback lost (or accepted) at Braintree takes back what the paid order earned, as PayPal's
// reversals do. Ten house lemonades (24) at Old Town: 140 RON, which earns 14 points at a pickup's 10 %.
const BRAINTREE = 'https://api.sandbox.braintreegateway.com';
const SETTINGS = { merchantId: 'casaaurora', publicKey: 'bt_public_test', privateKey: 'bt_private_test', environment: 'sandbox' as const };
const MERCHANT = `/merchants/${SETTINGS.merchantId}`;
const XML = { 'content-type': 'application/xml; charset=utf-8' };
/** Braintree's own SDK signs the notifications, with the same keys. */
const signer = new braintree.BraintreeGateway({ ...SETTINGS, environment: braintree.Environment.Sandbox }).webhookTesting as unknown as { sampleSignature(payload: string): string };

let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, braintree: SETTINGS } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  nock.cleanAll();
});

const transactionId = (orderToken: string) => `bt${orderToken.slice(0, 6).toLowerCase()}`;

/** The customer's order of ten lemonades, paid by card through Braintree. */
async function paidThroughBraintree(customer: Registered): Promise<string> {
  const { token } = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: TEN_LEMONADES }), bearer(customer.token));
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts?page=1`).optionally().reply(200, recordedText('braintree/merchant-accounts.xml'), XML);
  nock(BRAINTREE).post(`${MERCHANT}/client_token`).reply(201, recordedText('braintree/client-token.xml'), XML);
  expect((await startPayment(t.app, token)).statusCode).toBe(201);
  const sale = recordedText('braintree/transaction-submitted.xml').replaceAll('TRANSACTION_ID', transactionId(token)).replaceAll('ORDER_ID', token).replaceAll('28.00', '140.00');
  nock(BRAINTREE).post(`${MERCHANT}/transactions`, (body) => body.transaction.amount === '140.00').reply(201, sale, XML);
  const paid = await t.app.inject({ method: 'POST', url: `/public/payments/${token}/braintree-nonce`, payload: { nonce: 'fake-valid-nonce' }, remoteAddress: nextAddress() });
  expect(paid.json()).toMatchObject({ status: 'succeeded' });
  expect(await pointsOf(t.app, customer)).toBe(14);
  return token;
}

/** A dispute notification of the order's sale, as Braintree posts it. */
function dispute(kind: string, status: string, orderToken: string) {
  const xml = recordedText('braintree/notification-dispute.xml')
    .replaceAll('KIND', kind)
    .replaceAll('STATUS', status)
    .replaceAll('DISPUTE_ID', `dp_${transactionId(orderToken)}`)
    .replaceAll('TRANSACTION_ID', transactionId(orderToken))
    .replaceAll('ORDER_ID', orderToken);
  const payload = `${Buffer.from(xml).toString('base64')}\n`;
  return t.app.inject({
    method: 'POST', url: '/webhooks/braintree',
    payload: new URLSearchParams({ bt_signature: signer.sampleSignature(payload), bt_payload: payload }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

test('a dispute the shop lost is logged as an error naming the order and takes the points back; one still open or won takes nothing', async () => {
  const customer = await registerUser(t.app);
  const orderToken = await paidThroughBraintree(customer);
  const logged = jest.spyOn(t.app.log, 'error');
  try {
    for (const [kind, status] of [['dispute_opened', 'open'], ['dispute_won', 'won']]) {
      expect((await dispute(kind!, status!, orderToken)).json()).toEqual({ received: true, duplicate: false });
    }
    expect(logged).not.toHaveBeenCalled();
    expect(await pointsOf(t.app, customer)).toBe(14);

    expect((await dispute('dispute_lost', 'lost', orderToken)).json()).toEqual({ received: true, duplicate: false });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'braintree', orderToken, providerPaymentId: `order:${orderToken}`, transactionId: transactionId(orderToken),
        amount: '140.00 RON', pointsTakenBack: expect.objectContaining({ orderPoints: 14 }),
      }),
      expect.stringMatching(/took back the money/),
    );
  } finally {
    logged.mockRestore();
  }
  expect(await pointsOf(t.app, customer)).toBe(0);
  expect(await paidAt(t.app, orderToken)).toEqual(SHOP_OPEN);
});

test('a dispute the shop accepted gives the money back too: the points go with it', async () => {
  const customer = await registerUser(t.app);
  const orderToken = await paidThroughBraintree(customer);
  expect((await dispute('dispute_accepted', 'accepted', orderToken)).json()).toEqual({ received: true, duplicate: false });
  expect(await pointsOf(t.app, customer)).toBe(0);
});
