import { buildTestApp, type TestApp } from '../helpers/test-app';
import { groupOrderClient } from '../helpers/group-orders';
import { SHOP_OPEN } from '../helpers/placed-order';
import { LIVE_STREAM_RATE_LIMIT, OPEN_STREAMS_PER_ADDRESS } from '../../src/live/event-stream';

/**
 * The live streams of group orders and tables hold a socket, a listener and a timer each for as
 * long as they are open, and anyone with a shared link can open them: one address holds only so
 * many at once (counted across every stream, given back however one ends) and opens only so many a
 * minute. Addresses on the rate limits' allow list (the e2e suite) are never counted.
 */
interface Opened {
  status: number;
  message: string;
  close: () => void;
}

async function open(base: string, path: string, headers: Record<string, string> = {}): Promise<Opened> {
  const controller = new AbortController();
  const answer = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  if (answer.headers.get('content-type')?.includes('text/event-stream')) return { status: answer.status, message: '', close: () => controller.abort() };
  return { status: answer.status, message: ((await answer.json()) as { message: string }).message, close: () => undefined };
}

async function listening(options: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp({ now: () => SHOP_OPEN, ...options });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { link } = await groupOrderClient(t.app).start();
  const table = await t.app.db.selectFrom('store_tables').select('link').orderBy('id').executeTakeFirstOrThrow();
  return { t, base, groupOrder: `/public/group-orders/${link}/events`, table: `/public/tables/${table.link}/events` };
}

let shop: Awaited<ReturnType<typeof listening>>;
beforeAll(async () => {
  shop = await listening();
});
afterAll(() => shop.t.close());

/** Opens streams from this test's one address (127.0.0.1), half of them on each route. */
async function openMany(base: string, paths: string[], count: number): Promise<Opened[]> {
  const opened: Opened[] = [];
  for (let i = 0; i < count; i += 1) opened.push(await open(base, paths[i % paths.length]!));
  return opened;
}

test(`one address holds at most ${OPEN_STREAMS_PER_ADDRESS} streams open, on group orders and tables together; a closed one frees its place`, async () => {
  const { base, groupOrder, table } = shop;
  const streams = await openMany(base, [groupOrder, table], OPEN_STREAMS_PER_ADDRESS);
  try {
    expect(streams.map((stream) => stream.status)).toEqual(Array(OPEN_STREAMS_PER_ADDRESS).fill(200));
    const refused = await open(base, groupOrder);
    expect([refused.status, refused.message]).toEqual([429, 'Too many pages with live updates are open from your network. Close a few and try again.']);
    const inSpanish = await open(base, table, { 'content-language': 'es' });
    expect([inSpanish.status, inSpanish.message]).toEqual([429, 'Hay demasiadas páginas con actualizaciones en directo abiertas desde tu red. Cierra algunas e inténtalo de nuevo.']);

    // The browser going away gives its place back (the server hears it a moment later).
    streams.pop()!.close();
    let again = await open(base, table);
    for (let tries = 0; again.status === 429 && tries < 10; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await open(base, table);
    }
    streams.push(again);
    expect(again.status).toBe(200);
    expect((await open(base, groupOrder)).status).toBe(429);
  } finally {
    for (const stream of streams) stream.close();
  }
});

test('every place comes back once its streams close', async () => {
  const { base, groupOrder, table } = shop;
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (let round = 0; round < 2; round += 1) {
    const streams = await openMany(base, [groupOrder, table], OPEN_STREAMS_PER_ADDRESS);
    for (const stream of streams) stream.close();
    expect(streams.map((stream) => stream.status)).toEqual(Array(OPEN_STREAMS_PER_ADDRESS).fill(200));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test('an address on the allow list (RATE_LIMIT_ALLOW) is not counted', async () => {
  const { t, base, groupOrder, table } = await listening({ rateLimitAllowList: ['127.0.0.1'] });
  const streams = await openMany(base, [groupOrder, table], OPEN_STREAMS_PER_ADDRESS + 5);
  try {
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
  } finally {
    for (const stream of streams) stream.close();
    await t.close();
  }
});

test.each(['group-orders', 'tables'])(`%s: ${LIVE_STREAM_RATE_LIMIT.max} streams a minute from one address, then 429; another address goes on`, async (resource) => {
  const url = `/public/${resource}/AAAAAAAAAAAAAAAAAAAAAA/events`;
  const from = (remoteAddress: string) => shop.t.app.inject({ method: 'GET', url, remoteAddress });
  for (let i = 0; i < LIVE_STREAM_RATE_LIMIT.max; i += 1) expect((await from('10.61.0.1')).statusCode).toBe(404);
  const refused = await from('10.61.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/);
  expect((await from('10.61.0.2')).statusCode).toBe(404);
});
