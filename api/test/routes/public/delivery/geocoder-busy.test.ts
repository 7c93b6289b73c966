import { nominatimGeocoder } from '../../../../src/domain/geocoding/nominatim-geocoder';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

const fetchImpl = jest.fn(async () =>
  new Response(JSON.stringify([{ lat: '44.4316', lon: '26.1005', display_name: 'x', address: { road: 'Strada Lipscani', city: 'București' } }])));

let t: TestApp;
beforeAll(async () => {
  // Turns 4 s apart: a second search right after the first would wait past the 3 s limit.
  t = await buildTestApp({ geocoder: nominatimGeocoder('https://geo.example', 'RO', fetchImpl as unknown as typeof fetch, 5000, { userAgent: 'test', minIntervalMs: 4000 }) });
});
afterAll(async () => {
  await t.close();
});

test('a search that would wait too long for its turn answers at once that address search is unavailable, with the spec §8 advice', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/public/geocoding/search?q=Strada%20Lipscani' })).statusCode).toBe(200);
  const started = Date.now();
  const busy = await t.app.inject({ method: 'GET', url: '/public/geocoding/search?q=Calea%20Victoriei' });
  expect(Date.now() - started).toBeLessThan(1000);
  expect(busy.statusCode).toBe(502);
  expect(busy.json().message).toMatch(/Search the city or a landmark and move the marker/);
  const busyReverse = await t.app.inject({ method: 'GET', url: '/public/geocoding/reverse?lat=44.43&lng=26.1' });
  expect(busyReverse.statusCode).toBe(502);
  // The same search again is answered from the cache, without a turn.
  expect((await t.app.inject({ method: 'GET', url: '/public/geocoding/search?q=Strada%20Lipscani' })).statusCode).toBe(200);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
});
