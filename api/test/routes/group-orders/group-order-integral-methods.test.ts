import { jest } from '@jest/globals';
import { paypalProvider } from '../../../src/domain/payments/paypal-provider';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN, nextAddress } from '../../helpers/placed-order';

// Spec §4: integral, "one person pays by card or cash on delivery". PayPal is configured here, and
// taken in euros, so only the group order's rule can refuse it. House lemonade (24) at Old Town
// (store 1), which takes every method.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(() => t.close());
beforeEach(async () => {
  jest.replaceProperty(t.app.paymentProviders, 'paypal', paypalProvider({ clientId: 'id', clientSecret: 'secret', webhookId: 'hook', environment: 'sandbox' }));
  const website = await t.app.repositories.website.website();
  jest.spyOn(t.app.repositories.website, 'website').mockResolvedValue({ ...website, currency: 'EUR' });
});
afterEach(() => jest.restoreAllMocks());

async function completedIntegral(): Promise<{ link: string; olga: string }> {
  const { link, participant_token: olga } = await go.start({ products: [line(24)], payment_mode: 'integral' });
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  return { link, olga };
}

it('refuses PayPal for an integral group order, saying which methods it takes, and places nothing', async () => {
  const { link, olga } = await completedIntegral();
  const refused = await go.place(link, olga, { payment_method: 'paypal' });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().fields.payment_method).toBe('In this group order one person pays the whole by card or in cash when the food is handed over: choose one of those.');
  expect((await go.panel(link, olga)).order).toBeNull();
  // By card at the counter it is placed.
  const placed = await go.place(link, olga, { payment_method: 'pos-pickup' });
  expect(placed.statusCode).toBe(201);
  expect(placed.json()).toMatchObject({ payment_method: 'pos-pickup' });
});

it('places an integral group order paid by card online, or in cash at pickup', async () => {
  for (const payment_method of ['card', 'cash-pickup'] as const) {
    const { link, olga } = await completedIntegral();
    const placed = await go.place(link, olga, { payment_method });
    expect(placed.statusCode).toBe(201);
  }
});

it('keeps an integral group order to its methods when the payer changes method after placing it', async () => {
  const { link, olga } = await completedIntegral();
  const placed = await go.place(link, olga, { payment_method: 'card' });
  expect(placed.statusCode).toBe(201);
  const change = (payment_method: string) =>
    t.app.inject({ method: 'PUT', url: `/public/payments/${placed.json().token}/method`, payload: { payment_method }, remoteAddress: nextAddress() });
  const refused = await change('paypal');
  expect(refused.statusCode).toBe(422);
  expect(refused.json().message).toBe('In this group order one person pays the whole by card or in cash when the food is handed over: choose one of those.');
  expect((await change('cash-pickup')).statusCode).toBeLessThan(300);
});

it('leaves the organiser who pays for everyone any method the shop offers, PayPal included', async () => {
  const { link, participant_token: olga } = await go.start({ products: [line(24)], payment_mode: 'organiser' });
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  const placed = await go.place(link, olga, { payment_method: 'paypal' });
  expect(placed.statusCode).toBe(201);
});
