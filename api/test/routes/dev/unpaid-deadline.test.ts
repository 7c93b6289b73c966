import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { pickupOrder, placeOrder } from '../../helpers/orders';

// Old Town (1) is open on Wednesdays, at noon in Bucharest.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
}, 120_000);
afterAll(() => t.close());

test("an order paid online runs out of time at once: it is abandoned, as the minute's round would", async () => {
  const placed = await placeOrder(t.app, pickupOrder({ payment_method: 'card' }), {});
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${placed.token}` })).json().abandoned).not.toBe(true);

  const ran = await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.token}/unpaid-deadline` });
  expect(ran.json()).toEqual({ abandoned: true });
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${placed.token}` })).json().abandoned).toBe(true);
  // Its payment is refused from now on, as for any order cancelled unpaid.
  expect((await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: placed.token, provider: 'sandbox' } })).statusCode).toBe(409);
});

test('an order the rule does not cover is left as it was; an unknown one is a 404; production has no such route', async () => {
  const cash = await placeOrder(t.app, pickupOrder(), {});
  expect((await t.app.inject({ method: 'POST', url: `/dev/orders/${cash.token}/unpaid-deadline` })).json()).toEqual({ abandoned: false });
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${cash.token}` })).json().abandoned).not.toBe(true);
  expect((await t.app.inject({ method: 'POST', url: '/dev/orders/no-such-order/unpaid-deadline' })).statusCode).toBe(404);

  const production = await buildTestApp({ devRoutes: false });
  try {
    expect((await production.app.inject({ method: 'POST', url: `/dev/orders/${cash.token}/unpaid-deadline` })).statusCode).toBe(404);
  } finally {
    await production.close();
  }
});
