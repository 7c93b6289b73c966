import { jest } from '@jest/globals';
import nock from 'nock';
import { SHOP_OPEN, placeOrder, startPayment } from '../../../helpers/placed-order';
import { recordedText } from '../../../helpers/recorded';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// The seed shop sells in RON; its Braintree merchant account is in EUR. Braintree would charge
// 28.00 EUR for a 28.00 RON order: the card payment is not started, and the operator is told.
const BRAINTREE = 'https://api.sandbox.braintreegateway.com';
const SETTINGS = { merchantId: 'casaaurora', publicKey: 'bt_public_test', privateKey: 'bt_private_test', environment: 'sandbox' as const, merchantAccountId: 'casaaurora_eur' };
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

test('a merchant account in another currency than the shop\'s: the card payment cannot be started, and an error is logged for the operator', async () => {
  const order = await placeOrder(t.app, 'card');
  const inEur = recordedText('braintree/merchant-account.xml').replace('MERCHANT_ACCOUNT_ID', 'casaaurora_eur').replace('CURRENCY', 'EUR');
  nock(BRAINTREE).get('/merchants/casaaurora/merchant_accounts/casaaurora_eur').reply(200, inEur, XML);
  const token = nock(BRAINTREE).post('/merchants/casaaurora/client_token').reply(201, recordedText('braintree/client-token.xml'), XML);
  const logged = jest.spyOn(t.app.log, 'error');
  try {
    const refused = await startPayment(t.app, order.token);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('The payment provider did not answer. Please try again in a moment.');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'braintree', err: expect.objectContaining({ message: expect.stringMatching(/charges in EUR, not in the payment's RON/) }) }),
      expect.stringMatching(/set up so it cannot take this payment/),
    );
    // No drop-in was handed out, so nothing can be charged.
    expect(token.isDone()).toBe(false);
  } finally {
    logged.mockRestore();
    nock.cleanAll();
  }
});
