import { DELIVERY_ADDRESS_LIMITS } from 'shared-contracts/forms/field-limits';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    geocoder: {
      search: async (q) => {
        if (q === 'down') throw new Error('offline');
        return q.startsWith('Strada') ? [{ label: q.slice(0, 40), street: 'Strada Lipscani', number: null, city: 'București', lat: 44.43, lng: 26.1, kind: 'street' }] : [];
      },
      reverse: async (point) => { if (point.lat === 1) throw new Error('offline'); return null; },
    },
  });
});
afterAll(async () => {
  await t.close();
});

test('the first area holding the point answers, with its store; outside every area, none', async () => {
  const oldTown = await t.app.inject({ method: 'GET', url: '/public/delivery-areas/at?lat=44.4316&lng=26.1005' });
  expect(oldTown.json()).toMatchObject({ store_id: 1, delivery_area: { id: 1, fee_type: 'fixed', transport_price: 12 } });
  const riverside = await t.app.inject({ method: 'GET', url: '/public/delivery-areas/at?lat=44.435&lng=26.05' });
  expect(riverside.json()).toMatchObject({ store_id: 2, delivery_area: { id: 2, fee_type: 'range' } });
  const outside = await t.app.inject({ method: 'GET', url: '/public/delivery-areas/at?lat=44.505&lng=26.12' });
  expect(outside.json()).toEqual({ store_id: null, delivery_area: null });
  expect((await t.app.inject({ method: 'GET', url: '/public/delivery-areas/at?lat=100&lng=0' })).statusCode).toBe(400);
});

test('only a store that delivers now delivers to its areas: the lookup agrees with notify-me', async () => {
  // 44.43, 26.12 is in Old Town's area only; 44.4316, 26.1005 in Old Town's first, then Riverside's.
  const oldTownOnly = { lat: 44.43, lng: 26.12 };
  const both = { lat: 44.4316, lng: 26.1005 };
  const at = async (point: { lat: number; lng: number }) =>
    (await t.app.inject({ method: 'GET', url: `/public/delivery-areas/at?lat=${point.lat}&lng=${point.lng}` })).json();
  const notify = (email: string, geolocation: { lat: number; lng: number }) =>
    t.app.inject({ method: 'POST', url: '/public/delivery-areas/notify-requests', payload: { email, address: 'Strada 1', geolocation }, remoteAddress: `10.4.0.${email.length}` });
  await t.app.db.updateTable('stores').set({ has_delivery: false }).where('id', '=', 1).execute();
  try {
    // Spec §8: "unfortunately we do not deliver to this address"; the customer may leave an e-mail.
    expect(await at(oldTownOnly)).toEqual({ store_id: null, delivery_area: null });
    expect((await notify('ion@example.com', oldTownOnly)).statusCode).toBe(200);
    expect(await at(both)).toMatchObject({ store_id: 2, delivery_area: { id: 2 } });
    expect((await notify('ioana@example.com', both)).statusCode).toBe(422);
  } finally {
    await t.app.db.updateTable('stores').set({ has_delivery: true }).where('id', '=', 1).execute();
  }
  expect(await at(oldTownOnly)).toMatchObject({ store_id: 1, delivery_area: { id: 1 } });
});

test('a geocoder that is down answers 502 with the spec §8 advice', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/geocoding/search?q=down' });
  expect(res.statusCode).toBe(502);
  expect(res.json().message).toBe('Address search is not available right now. Search the city or a landmark and move the marker.');
  expect((await t.app.inject({ method: 'GET', url: '/public/geocoding/search?q=a' })).statusCode).toBe(400);
});

test('anything the address field takes can be searched, and no more', async () => {
  const longest = `Strada Lipscani ${'9'.repeat(DELIVERY_ADDRESS_LIMITS.address - 16)}`;
  const found = await t.app.inject({ method: 'GET', url: `/public/geocoding/search?q=${encodeURIComponent(longest)}` });
  expect(found.statusCode).toBe(200);
  expect(found.json()).toHaveLength(1);
  const longer = await t.app.inject({ method: 'GET', url: `/public/geocoding/search?q=${encodeURIComponent(`${longest}9`)}` });
  expect(longer.statusCode).toBe(400);
});

test('the address at a point: none near answers null, a geocoder that is down 502, a bad point 400', async () => {
  const none = await t.app.inject({ method: 'GET', url: '/public/geocoding/reverse?lat=44.5&lng=26.1' });
  expect(none.statusCode).toBe(200);
  expect(none.json()).toBeNull();
  const down = await t.app.inject({ method: 'GET', url: '/public/geocoding/reverse?lat=1&lng=26.1' });
  expect(down.statusCode).toBe(502);
  expect(down.json().message).toBe('Address search is not available right now. Search the city or a landmark and move the marker.');
  expect((await t.app.inject({ method: 'GET', url: '/public/geocoding/reverse?lat=91&lng=0' })).statusCode).toBe(400);
});
