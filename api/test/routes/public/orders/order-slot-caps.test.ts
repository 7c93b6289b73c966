import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { pickupOrder as orderRequest } from '../../../helpers/orders';

// Wednesday 25 November 2026, 12:00 in Bucharest; pickup is ready in 20 minutes, so a "now"
// pickup order takes the 12:15 kitchen slot. Old Town (1) is open 10:00-22:00.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: 2, delivery_orders_per_slot: 1 }).where('id', '=', 1).execute();
});
afterAll(async () => {
  await t.close();
});

function order(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return orderRequest({ for_later: true, later_day: '2026-11-26', later_time: '19:00', ...overrides });
}

let caller = 0;
function place(body: PlaceOrderRequest, key: string = randomUUID()) {
  caller += 1;
  return t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': key }, remoteAddress: `10.1.0.${caller}` });
}

async function pickupTimes(day: string): Promise<string[]> {
  const { days } = (await t.app.inject({ method: 'GET', url: '/public/stores/1/later-slots?delivery_type=pickup' })).json();
  return days.find((d: { day: string }) => d.day === day)?.times ?? [];
}

test('a later slot takes as many pickup orders as the store caps, then is no longer offered or accepted', async () => {
  expect(await pickupTimes('2026-11-26')).toContain('19:00');
  expect((await place(order())).statusCode).toBe(201);
  expect((await place(order())).statusCode).toBe(201);
  expect(await pickupTimes('2026-11-26')).not.toContain('19:00');
  expect(await pickupTimes('2026-11-26')).toContain('19:15');

  const refused = await place(order());
  expect(refused.statusCode).toBe(422);
  expect(refused.json().fields).toEqual({ later_time: 'This time is no longer available. Please choose another.' });
  // Delivery has its own cap: the pickup orders do not fill the delivery slot.
  const { days } = (await t.app.inject({ method: 'GET', url: '/public/stores/1/later-slots?delivery_type=delivery' })).json();
  expect(days.find((d: { day: string }) => d.day === '2026-11-26').times).toContain('19:00');
});

async function kitchenFullNow(service: 'pickup' | 'delivery'): Promise<boolean> {
  return (await t.app.inject({ method: 'GET', url: `/public/stores/1/later-slots?delivery_type=${service}` })).json().kitchen_full_now;
}

test('"now" orders fill their kitchen slot too, and the customer is told to choose a later time', async () => {
  const now = order({ for_later: false, later_day: null, later_time: null });
  expect((await place(now)).statusCode).toBe(201);
  expect(await kitchenFullNow('pickup')).toBe(false);
  expect((await place(now)).statusCode).toBe(201);
  // The checkout learns it before Place order: the slots say an order now would be refused.
  expect(await kitchenFullNow('pickup')).toBe(true);
  expect(await kitchenFullNow('delivery')).toBe(false);
  const refused = await place(now);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().fields).toEqual({ for_later: 'The kitchen is fully booked for the next minutes. Please choose a later time.' });
  expect(await pickupTimes('2026-11-25')).not.toContain('12:15');
});

test('concurrent submits with different keys never overfill a slot', async () => {
  const answers = await Promise.all(Array.from({ length: 10 }, () => place(order({ later_time: '20:00' }))));
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
  expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(8);
  const stored = await t.app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('slot_day', '=', '2026-11-26')
    .where('slot_time', '=', '20:00')
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(2);
});

test('a retry of an order in a slot that is now full returns the first order, not a refusal', async () => {
  const key = randomUUID();
  const first = await place(order({ later_time: '20:30' }), key);
  expect(first.statusCode).toBe(201);
  await place(order({ later_time: '20:30', name: 'Ion Pop' }));
  const retry = await place(order({ later_time: '20:30' }), key);
  expect(retry.statusCode).toBe(200);
  expect(retry.json().token).toBe(first.json().token);
});
