import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { pickupOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Old Town (1, Bucharest, UTC+2 in November) opened 18:00-02:00 every day; pickup is ready in 20 minutes.
const WEDNESDAY_EVENING = new Date('2026-11-25T18:00:00Z');
const THURSDAY_0030 = new Date('2026-11-25T22:30:00Z');
const NIGHTS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '02:00', delivery: true, pickup: true }));

let clock = WEDNESDAY_EVENING;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ devRoutes: true, now: () => clock });
  const put = await t.app.inject({ method: 'PUT', url: '/dev/stores/1/opening-hours', payload: { opening_hours: NIGHTS } });
  expect(put.statusCode).toBe(204);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock = WEDNESDAY_EVENING;
});

let caller = 0;
function place(body: PlaceOrderRequest) {
  caller += 1;
  return t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() }, remoteAddress: `10.3.0.${caller}` });
}

const later = (later_day: string, later_time: string) => pickupOrder({ for_later: true, later_day, later_time });

async function pickupDays(): Promise<{ day: string; times: string[] }[]> {
  return (await t.app.inject({ method: 'GET', url: '/public/stores/1/later-slots?delivery_type=pickup' })).json().days;
}

test('the hours after midnight are offered on the next day and an order for them is taken', async () => {
  const [today, thursday] = await pickupDays();
  expect(today!.times.at(-1)).toBe('23:45');
  expect(thursday).toMatchObject({ day: '2026-11-26' });
  expect(thursday!.times.slice(0, 8)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45']);

  const placed = await place(later('2026-11-26', '00:30'));
  expect(placed.statusCode).toBe(201);
  expect(placed.json()).toMatchObject({ for_later: true, later_day: '2026-11-26', later_time: '00:30' });
  expect((await place(later('2026-11-26', '02:00'))).json().fields).toEqual({ later_time: 'This time is no longer available. Please choose another.' });
});

test('after midnight the shop is open now, and the rest of its night can be chosen for later', async () => {
  clock = THURSDAY_0030;
  const status = (await t.app.inject({ method: 'GET', url: '/public/website-settings/shop-status', headers: { 'x-store-id': '1' } })).json();
  expect(status).toMatchObject({ pickup_now: true });
  const [today] = await pickupDays();
  expect(today).toMatchObject({ day: '2026-11-26' });
  // 00:30 + 20 minutes: the first slot is 01:00.
  expect(today!.times.slice(0, 4)).toEqual(['01:00', '01:15', '01:30', '01:45']);
  expect((await place(later('2026-11-26', '01:45'))).statusCode).toBe(201);
  expect((await place(later('2026-11-26', '00:45'))).json().fields).toEqual({ later_time: 'This time is no longer available. Please choose another.' });
});

test('a table can be reserved for the hours after midnight, on the next day', async () => {
  const availability = (await t.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' })).json();
  expect(availability.days[1].hours.slice(0, 2).map((h: { hour: string }) => h.hour)).toEqual(['00:00', '01:00']);
  const reserved = await t.app.inject({
    method: 'POST', url: '/public/reservations', headers: { 'idempotency-key': randomUUID() },
    payload: { store_id: 1, persons: 2, name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com', message: '', date: '2026-11-26', hour: '01:00' },
  });
  expect(reserved.statusCode).toBe(200);
  expect(reserved.json()).toMatchObject({ date: '2026-11-26', hour: '01:00' });
});
