import { jest } from '@jest/globals';
import nock from 'nock';
import { nextAddress, SHOP_OPEN } from '../../../helpers/placed-order';
import { recorded } from '../../../helpers/recorded';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/** What the change-of-method tests share: the calls they make and Stripe behind nock. */
export const STRIPE = 'https://api.stripe.com';
// What became of the call is unknown: Stripe may have done it, or not.
export const STRIPE_DOWN = { error: { type: 'api_error', message: 'An unknown error occurred' } };

export function changeMethod(t: TestApp, orderToken: string, payment_method: string) {
  return t.app.inject({ method: 'PUT', url: `/public/payments/${orderToken}/method`, payload: { payment_method }, remoteAddress: nextAddress() });
}

export async function orderMethod(t: TestApp, orderToken: string): Promise<string> {
  return (await t.app.db.selectFrom('orders').select('payment_method').where('token', '=', orderToken).executeTakeFirstOrThrow()).payment_method;
}

export const intentId = (orderToken: string) => `pi_3QyZt2${orderToken.slice(0, 16)}`;
export const intent = (orderToken: string, changes: object = {}) => ({ ...recorded('stripe/payment-intent.json'), id: intentId(orderToken), metadata: { order_token: orderToken }, ...changes });

/** A describe block's app with Stripe taking cards, every call to Stripe answered by nock or refused. */
export function withStripe(): { t: TestApp } {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    nock.disableNetConnect();
    holder.t = await buildTestApp({
      now: () => SHOP_OPEN,
      payments: { stripe: { secretKey: 'sk_test_51Qy', webhookSecret: 'whsec_test_5f2b1c0d9e8a7b6c', publishableKey: 'pk_test_51Qy' }, paypal: null },
    });
  }, 120_000);
  afterAll(async () => {
    nock.enableNetConnect();
    await holder.t.close();
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  return holder;
}

/** A describe block's app on the built-in sandbox; its "processing" card stays processing for a minute. */
export function withSandbox(): { t: TestApp } {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, sandboxSettleMs: 60_000 } });
  }, 120_000);
  afterAll(() => holder.t.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return holder;
}

/** The sandbox's card form, paying with its card that succeeds. */
export function payByCard(t: TestApp, orderToken: string) {
  return t.app.inject({ method: 'POST', url: `/public/payments/${orderToken}/sandbox-card`, payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() });
}
