import { request as httpRequest } from 'node:http';
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

test('a search whose browser went away before its answer gives its turn back: the search the customer waits for is answered', async () => {
  const asked = jest.fn(async (url: URL | RequestInfo) =>
    new Response(JSON.stringify([{ lat: '44.4316', lon: '26.1005', display_name: String(url), address: { road: 'Strada Lipscani', city: 'București' } }])));
  const typing = await buildTestApp({ geocoder: nominatimGeocoder('https://geo.example', 'RO', asked as unknown as typeof fetch, 5000, { userAgent: 'test', minIntervalMs: 1000 }) });
  try {
    await typing.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(typing.app.server.address() as { port: number }).port}`;
    expect((await fetch(`${origin}/public/geocoding/search?q=Str`)).status).toBe(200);
    // Three searches queued one turn after another (1, 2 and 3 s), each thrown away by the browser.
    const thrownAway = ['Stra', 'Strad', 'Strada'].map((q) => {
      const leaving = httpRequest(`${origin}/public/geocoding/search?q=${q}`, { agent: false });
      leaving.on('error', () => undefined);
      leaving.end();
      return leaving;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const leaving of thrownAway) leaving.destroy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Queued behind them it would wait 4 s and be refused; alone it waits for the second's turn.
    const waitedFor = await fetch(`${origin}/public/geocoding/search?q=Strada%20Lipscani`);
    expect(waitedFor.status).toBe(200);
    expect(asked.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('q'))).toEqual(['Str', 'Strada Lipscani']);
  } finally {
    await typing.close();
  }
});
