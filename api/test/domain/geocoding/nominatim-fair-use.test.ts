import { answerCache } from '../../../src/domain/geocoding/answer-cache';
import { nominatimGeocoder } from '../../../src/domain/geocoding/nominatim-geocoder';
import { nominatimUsageOf, type NominatimUsage } from '../../../src/domain/geocoding/nominatim-usage';
import { GeocoderBusyError, requestSpacing } from '../../../src/domain/geocoding/request-spacing';

/**
 * Nominatim's usage policy (the public instance allows 1 request a second for the whole shop, and
 * bans an address that asks faster): answers are cached, requests spaced, the shop named.
 */
const LIPSCANI = { lat: '44.4316', lon: '26.1005', display_name: 'Strada Lipscani, București', address: { road: 'Strada Lipscani', city: 'București' } };

function fakeNominatim() {
  return jest.fn(async (url: URL | RequestInfo, _init?: RequestInit) =>
    new Response(JSON.stringify(new URL(String(url)).pathname === '/reverse' ? LIPSCANI : [LIPSCANI])));
}

function geocoderOn(fetchImpl: ReturnType<typeof fakeNominatim>, usage: Partial<NominatimUsage> = {}) {
  return nominatimGeocoder('https://geo.example', 'RO', fetchImpl as unknown as typeof fetch, 5000, { userAgent: 'test', minIntervalMs: 0, ...usage });
}

afterEach(() => {
  jest.useRealTimers();
});

test('the same search (or point) in the same language reaches the geocoder once; another language, or a failure, is asked again', async () => {
  const fetchImpl = fakeNominatim();
  const geocoder = geocoderOn(fetchImpl);
  const first = await geocoder.search('Strada Lipscani', 'ro');
  expect(await geocoder.search('Strada Lipscani', 'ro')).toEqual(first);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await geocoder.search('Strada Lipscani', 'en');
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  await geocoder.reverse?.({ lat: 44.4316, lng: 26.1005 }, 'ro');
  await geocoder.reverse?.({ lat: 44.4316, lng: 26.1005 }, 'ro');
  expect(fetchImpl).toHaveBeenCalledTimes(3);

  fetchImpl.mockResolvedValueOnce(new Response('busy', { status: 503 }));
  await expect(geocoder.search('Calea Victoriei', 'ro')).rejects.toThrow('Geocoder answered 503');
  expect(await geocoder.search('Calea Victoriei', 'ro')).toHaveLength(1);
  expect(fetchImpl).toHaveBeenCalledTimes(5);
});

test('the cache holds a bounded number of answers, the oldest leaving first, each for a while only', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const ask = jest.fn(async () => 'answer');
  const cached = answerCache<string>(2, 60_000);
  for (const key of ['a', 'b', 'c', 'c', 'b']) await cached(key, ask);
  expect(ask).toHaveBeenCalledTimes(3);
  await cached('a', ask);
  expect(ask).toHaveBeenCalledTimes(4);
  jest.advanceTimersByTime(60_000);
  await cached('a', ask);
  expect(ask).toHaveBeenCalledTimes(5);
});

test('two different searches at once go to the geocoder one interval apart', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const fetchImpl = fakeNominatim();
  const geocoder = geocoderOn(fetchImpl, { minIntervalMs: 1000 });
  const both = Promise.all([geocoder.search('Strada Lipscani', 'ro'), geocoder.search('Calea Victoriei', 'ro')]);
  await jest.advanceTimersByTimeAsync(0);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  expect(await both).toHaveLength(2);
});

test('a search that would wait more than 3 s for its turn is refused at once, without reaching the geocoder', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const fetchImpl = fakeNominatim();
  const geocoder = geocoderOn(fetchImpl, { minIntervalMs: 1000 });
  // Turns at 0, 1, 2 and 3 s are waited for; the fifth would go at 4 s.
  const waited = ['Lipscani', 'Victoriei', 'Unirii', 'Pipera'].map((street) => geocoder.search(street, 'ro'));
  await expect(geocoder.search('Franceză', 'ro')).rejects.toBeInstanceOf(GeocoderBusyError);
  await jest.advanceTimersByTimeAsync(3000);
  expect(await Promise.all(waited)).toHaveLength(4);
  expect(fetchImpl.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('q'))).toEqual(['Lipscani', 'Victoriei', 'Unirii', 'Pipera']);
});

test('a search whose turn a slow answer pushed well past 3 s is refused when it comes, without reaching the geocoder', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const fetchImpl = fakeNominatim();
  fetchImpl.mockImplementationOnce(async () => {
    await new Promise((resolve) => setTimeout(resolve, 4500));
    return new Response(JSON.stringify([LIPSCANI]));
  });
  const geocoder = geocoderOn(fetchImpl, { minIntervalMs: 1000 });
  const slow = geocoder.search('Lipscani', 'ro');
  // Its turn was at 1 s, but the answer before it came at 4.5 s.
  const late = expect(geocoder.search('Victoriei', 'ro')).rejects.toBeInstanceOf(GeocoderBusyError);
  await jest.advanceTimersByTimeAsync(4500);
  await late;
  expect(await slow).toHaveLength(1);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
});

test('a customer typing a street: each search the browser threw away leaves the queue, and the last one is sent', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const spaced = requestSpacing(1000, 3000);
  const start = Date.now();
  const sentAt = new Map<number, number>();
  const outcomes: Promise<unknown>[] = [];
  let browser: AbortController | undefined;
  // A key every 300 ms; the browser searches after each pause and aborts the search before.
  for (let key = 0; key < 12; key += 1) {
    if (key > 0) await jest.advanceTimersByTimeAsync(300);
    browser?.abort();
    browser = new AbortController();
    outcomes.push(spaced(async () => {
      sentAt.set(key, Date.now() - start);
      return `answer ${key}`;
    }, browser.signal).catch((error: unknown) => error));
  }
  await jest.advanceTimersByTimeAsync(3000);
  const results = await Promise.all(outcomes);
  expect(results.filter((result) => result instanceof GeocoderBusyError)).toEqual([]);
  expect(results[11]).toBe('answer 11');
  // Only searches still waited for when their turn came were sent, one a second.
  expect([...sentAt]).toEqual([[0, 0], [3, 1000], [6, 2000], [9, 3000], [11, 4000]]);
  // None after the browser threw it away (at the next key, 300 ms on; the last is kept).
  for (const [key, at] of sentAt) if (key < 11) expect(at).toBeLessThanOrEqual((key + 1) * 300);
});

test('a queued request whose customer left never reaches the geocoder, and the one behind it goes in its turn', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const spaced = requestSpacing(1000, 3000);
  const sent: string[] = [];
  const send = (name: string) => async () => {
    sent.push(name);
    return name;
  };
  const leaving = new AbortController();
  const first = spaced(send('first'));
  const left = spaced(send('left'), leaving.signal);
  const behind = spaced(send('behind'));
  await jest.advanceTimersByTimeAsync(500);
  leaving.abort();
  await jest.advanceTimersByTimeAsync(500);
  expect(sent).toEqual(['first', 'behind']);
  await expect(left).rejects.toMatchObject({ name: 'AbortError' });
  expect(await Promise.all([first, behind])).toEqual(['first', 'behind']);
  // Its place is free again: a request now waits one turn, not two.
  const next = spaced(send('next'));
  await jest.advanceTimersByTimeAsync(1000);
  expect(sent).toEqual(['first', 'behind', 'next']);
  await next;
});

test('a search several customers wait for is given up only when every one of them has left', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const fetchImpl = fakeNominatim();
  const geocoder = geocoderOn(fetchImpl, { minIntervalMs: 1000 });
  const customers = [new AbortController(), new AbortController(), new AbortController(), new AbortController()];
  const searched = () => fetchImpl.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('q'));
  const first = geocoder.search('Lipscani', 'ro');
  // The same words at once share one request (the cache keeps the promise).
  const [leaves, stays] = [0, 1].map((customer) => geocoder.search('Victoriei', 'ro', customers[customer]?.signal));
  const bothLeave = [2, 3].map((customer) => geocoder.search('Unirii', 'ro', customers[customer]?.signal).catch((error: unknown) => error));
  for (const customer of [0, 2, 3]) customers[customer]?.abort();
  await jest.advanceTimersByTimeAsync(2000);
  expect(await stays).toHaveLength(1);
  expect(await leaves).toHaveLength(1);
  expect(await Promise.all(bothLeave)).toEqual([expect.objectContaining({ name: 'AbortError' }), expect.objectContaining({ name: 'AbortError' })]);
  expect(searched()).toEqual(['Lipscani', 'Victoriei']);
  await first;
});

test('the User-Agent names the application and the shop', async () => {
  const fetchImpl = fakeNominatim();
  const usage = nominatimUsageOf('https://geo.example', { SHOP_URL: 'https://shop.example.com' });
  await nominatimGeocoder('https://geo.example', 'RO', fetchImpl as unknown as typeof fetch, 5000, usage).search('Strada Lipscani', 'ro');
  const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers);
  expect(headers.get('User-Agent')).toMatch(/^storefront-api .*https:\/\/shop\.example\.com/);
});

test('the public instance is asked at most once a second; another geocoder as often as GEOCODER_MIN_INTERVAL_MS says', () => {
  expect(nominatimUsageOf('https://nominatim.openstreetmap.org', {}).minIntervalMs).toBe(1000);
  expect(nominatimUsageOf('https://nominatim.example.com', {}).minIntervalMs).toBe(0);
  expect(nominatimUsageOf('https://nominatim.openstreetmap.org', { GEOCODER_MIN_INTERVAL_MS: '1500' }).minIntervalMs).toBe(1500);
  expect(nominatimUsageOf('https://nominatim.example.com', { GEOCODER_MIN_INTERVAL_MS: '250' }).minIntervalMs).toBe(250);
  expect(() => nominatimUsageOf('https://nominatim.example.com', { GEOCODER_MIN_INTERVAL_MS: '1s' })).toThrow('GEOCODER_MIN_INTERVAL_MS');
});
