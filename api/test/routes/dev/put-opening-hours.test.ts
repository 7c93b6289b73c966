import { randomUUID } from 'node:crypto';
import { orderLine, pickupOrder } from '../../helpers/orders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

/** A Monday, 03:00 in Bucharest: Old Town is closed all Monday, and nobody is open at 3 am anyway. */
const MONDAY_NIGHT = new Date('2026-11-23T01:00:00Z');
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00', delivery: true, pickup: true }));

describe('PUT /dev/stores/{id}/opening-hours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ devRoutes: true, now: () => MONDAY_NIGHT });
  });
  afterAll(() => t.close());

  const status = async (storeId: number) =>
    (await t.app.inject({ method: 'GET', url: '/public/website-settings/shop-status', headers: { 'x-store-id': String(storeId) } })).json();
  const put = (storeId: number, opening_hours: unknown) => t.app.inject({ method: 'PUT', url: `/dev/stores/${storeId}/opening-hours`, payload: { opening_hours } });
  const hoursOf = async (storeId: number) => (await t.app.repositories.stores.all()).find((store) => store.id === storeId)!.opening_hours;

  it('opens a store all day whatever the hour, so a table order goes through; the old hours come back as they were', async () => {
    const seeded = await hoursOf(1);
    expect(await status(1)).toMatchObject({ pickup_now: false, delivery_now: false });

    expect((await put(1, ALL_DAY)).statusCode).toBe(204);
    expect(await status(1)).toMatchObject({ pickup_now: true, delivery_now: true, message: '' });
    // The other store keeps its own hours.
    expect(await status(2)).toMatchObject({ pickup_now: false });
    const settings = (await t.app.inject({ method: 'GET', url: '/public/website-settings' })).json();
    expect(settings.stores.find((store: { id: number }) => store.id === 1).opening_hours).toHaveLength(7);

    const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
    const order = await t.app.inject({
      method: 'POST', url: '/public/orders', headers: { 'idempotency-key': randomUUID() },
      payload: pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, products: [orderLine(24)] }),
    });
    expect(order.statusCode).toBe(201);

    expect((await put(1, seeded)).statusCode).toBe(204);
    expect(await hoursOf(1)).toEqual(seeded);
    expect(await status(1)).toMatchObject({ pickup_now: false });
  });

  it('refuses hours that are not hours, two starting together, or an unknown store, and changes nothing', async () => {
    const before = await hoursOf(2);
    const wrong = await put(2, [{ day: 1, open: '25:00', close: '22:00', delivery: true, pickup: true }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/open/);
    expect((await put(2, [{ day: 7, open: '10:00', close: '22:00', delivery: true, pickup: true }])).statusCode).toBe(400);
    const twice = await put(2, [ALL_DAY[1], ALL_DAY[1]]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Two opening hours start on the same day at the same time.');
    const unknown = await put(99, ALL_DAY);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Store 99 does not exist.');
    expect(await hoursOf(2)).toEqual(before);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({ devRoutes: false });
    try {
      expect((await production.app.inject({ method: 'PUT', url: '/dev/stores/1/opening-hours', payload: { opening_hours: ALL_DAY } })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
