import braintree from 'braintree';
import nock from 'nock';
import { braintreeProvider, type BraintreeSettings } from '../../../src/domain/payments/braintree-provider';
import { ProviderSetupError } from '../../../src/domain/payments/payment-provider';
import { paymentSettingsFromEnv } from '../../../src/domain/payments/payment-providers';
import { recordedText } from '../../helpers/recorded';

// Braintree charges in its merchant account's currency whatever the amount's: a RON shop whose
// account is in EUR would charge 140.00 EUR for a 140.00 RON order.
const BRAINTREE = 'https://api.sandbox.braintreegateway.com';
const SETTINGS: BraintreeSettings = { merchantId: 'casaaurora', publicKey: 'bt_public_test', privateKey: 'bt_private_test', environment: 'sandbox' };
const MERCHANT = `/merchants/${SETTINGS.merchantId}`;
const XML = { 'content-type': 'application/xml; charset=utf-8' };
const START = { reference: 'T0k3nOfTheOrder', amount: 140, currency: 'RON', idempotencyKey: 'order-payment-T0k3nOfTheOrder', returnUrl: 'http://localhost:3000/order-success' };
const SALE = { nonce: 'fake-valid-nonce', amount: 140, currency: 'RON', reference: START.reference };

const account = (id: string, currency: string) => recordedText('braintree/merchant-account.xml').replace('MERCHANT_ACCOUNT_ID', id).replace('CURRENCY', currency);
const submitted = recordedText('braintree/transaction-submitted.xml').replaceAll('TRANSACTION_ID', 'bt7x2k9').replaceAll('ORDER_ID', START.reference);
const clientToken = (check: (body: Record<string, unknown>) => boolean = () => true) =>
  nock(BRAINTREE).post(`${MERCHANT}/client_token`, (body) => check(body.client_token ?? {})).reply(201, recordedText('braintree/client-token.xml'), XML);

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

test('BRAINTREE_MERCHANT_ACCOUNT_ID names the account sales are made in; unset, the default account', () => {
  const keys = { NODE_ENV: 'test', BRAINTREE_MERCHANT_ID: 'casaaurora', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' };
  expect(paymentSettingsFromEnv({ ...keys, BRAINTREE_MERCHANT_ACCOUNT_ID: 'casaaurora_ron' }).braintree).toMatchObject({ merchantAccountId: 'casaaurora_ron' });
  expect(paymentSettingsFromEnv(keys).braintree).not.toHaveProperty('merchantAccountId');
});

test('the named account: asked once per process, named on the client token and on every sale, the amount in its currency\'s decimals', async () => {
  const provider = braintreeProvider({ ...SETTINGS, merchantAccountId: 'casaaurora_ron' });
  const found = nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts/casaaurora_ron`).once().reply(200, account('casaaurora_ron', 'RON'), XML);
  const token = clientToken((body) => body.merchant_account_id === 'casaaurora_ron');
  await provider.createPayment(START);
  expect(found.isDone() && token.isDone()).toBe(true);
  const sale = nock(BRAINTREE)
    .post(`${MERCHANT}/transactions`, (body) => body.transaction.amount === '140.00' && body.transaction.merchant_account_id === 'casaaurora_ron')
    .twice()
    .reply(201, submitted, XML);
  // Not asked again: a second lookup would find no answer here.
  expect(await provider.chargeNonce!(SALE)).toMatchObject({ status: 'succeeded' });
  expect(await provider.chargeNonce!(SALE)).toMatchObject({ status: 'succeeded' });
  expect(sale.isDone()).toBe(true);
});

test('an account in another currency than the payment\'s: the start is refused for the operator to fix, and no sale is ever made', async () => {
  const provider = braintreeProvider({ ...SETTINGS, merchantAccountId: 'casaaurora_eur' });
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts/casaaurora_eur`).reply(200, account('casaaurora_eur', 'EUR'), XML);
  const token = clientToken();
  const sale = nock(BRAINTREE).post(`${MERCHANT}/transactions`).reply(201, submitted, XML);
  const refused = provider.createPayment(START);
  await expect(refused).rejects.toBeInstanceOf(ProviderSetupError);
  await expect(refused).rejects.toThrow(/merchant account casaaurora_eur charges in EUR, not in the payment's RON/);
  // A payment started before the account was changed is not charged either.
  expect(await provider.chargeNonce!(SALE)).toMatchObject({ status: 'requires_payment_method', failureCode: 'payment_failed', failure: expect.stringMatching(/EUR/) });
  expect(token.isDone() || sale.isDone()).toBe(false);
});

test('no account named: the gateway\'s default account is the one whose currency counts; a JPY amount has no decimals', async () => {
  const provider = braintreeProvider(SETTINGS);
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts?page=1`).reply(200, recordedText('braintree/merchant-accounts.xml').replace('<currency-iso-code>RON', '<currency-iso-code>JPY'), XML);
  const sale = nock(BRAINTREE).post(`${MERCHANT}/transactions`, (body) => body.transaction.amount === '1500' && !('merchant_account_id' in body.transaction)).reply(201, submitted, XML);
  expect(await provider.chargeNonce!({ ...SALE, amount: 1500, currency: 'JPY' })).toMatchObject({ status: 'succeeded' });
  expect(sale.isDone()).toBe(true);
  expect(provider.takesAmount!(1999.5, 'JPY')).toBe(false);
});

test('a lookup that failed is not kept: the next start asks again', async () => {
  const provider = braintreeProvider({ ...SETTINGS, merchantAccountId: 'casaaurora_ron' });
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts/casaaurora_ron`).reply(503, '');
  await expect(provider.createPayment(START)).rejects.not.toBeInstanceOf(ProviderSetupError);
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts/casaaurora_ron`).reply(200, account('casaaurora_ron', 'RON'), XML);
  clientToken();
  await expect(provider.createPayment(START)).resolves.toMatchObject({ providerPaymentId: `order:${START.reference}` });
});

test('keys that may not read the account, or an account Braintree does not know: refused for the operator to fix', async () => {
  const named = braintreeProvider({ ...SETTINGS, merchantAccountId: 'casaaurora_typo' });
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts/casaaurora_typo`).reply(404, '');
  await expect(named.createPayment(START)).rejects.toThrow(/BRAINTREE_MERCHANT_ACCOUNT_ID names an account these keys may read/);
  const unnamed = braintreeProvider(SETTINGS);
  nock(BRAINTREE).get(`${MERCHANT}/merchant_accounts?page=1`).reply(403, '');
  const refused = unnamed.createPayment(START);
  await expect(refused).rejects.toBeInstanceOf(ProviderSetupError);
  await expect(refused).rejects.toThrow(/default merchant account/);
});

describe('a dispute notification, signed by Braintree\'s SDK', () => {
  const gateway = new braintree.BraintreeGateway({ ...SETTINGS, environment: braintree.Environment.Sandbox });
  const provider = braintreeProvider(SETTINGS);
  const read = async (kind: braintree.WebhookNotificationKind) => {
    const { bt_signature, bt_payload } = await gateway.webhookTesting.sampleNotification(kind, 'bt7x2k9');
    return provider.readWebhook!(Buffer.from(new URLSearchParams({ bt_signature, bt_payload }).toString()), {});
  };

  it.each(['dispute_lost', 'dispute_accepted', 'dispute_auto_accepted'] as const)('%s: the money went back (a reversal of the sale)', async (kind) => {
    expect(await read(kind)).toMatchObject({
      eventId: expect.stringMatching(new RegExp(`^${kind}:bt7x2k9:`)),
      moneyReturned: 'reversed',
      // The SDK's sample names no order: the sale is known by its own id.
      providerPaymentId: 'bt7x2k9',
      amountReturned: 250,
      details: expect.objectContaining({ transactionId: 'bt7x2k9', amount: '250.0 USD' }),
    });
  });

  it.each(['dispute_opened', 'dispute_under_review', 'dispute_disputed', 'dispute_won', 'dispute_expired'] as const)('%s: no money went back yet, or none will', async (kind) => {
    expect(await read(kind)).toBeNull();
  });

  it('the same notification delivered again has the same event id', async () => {
    const { bt_signature, bt_payload } = await gateway.webhookTesting.sampleNotification('dispute_lost', 'bt7x2k9');
    const body = Buffer.from(new URLSearchParams({ bt_signature, bt_payload }).toString());
    const [first, again] = [await provider.readWebhook!(body, {}), await provider.readWebhook!(body, {})];
    expect(first?.eventId).toBe(again?.eventId);
  });
});
