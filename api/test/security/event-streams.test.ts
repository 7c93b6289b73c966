import { buildTestApp, type TestApp } from '../helpers/test-app';
import { groupOrderClient, line } from '../helpers/group-orders';
import { SHOP_OPEN } from '../helpers/placed-order';

/**
 * The server-sent event streams in the authorisation matrix (issue #12): who may open each one,
 * and that a stream hears only its own group order, table or store. A change elsewhere is made
 * first, so a leak would be the first event heard. Events name a topic and nothing else, so no
 * name, product or address travels on them; screens read the state with their own token.
 */
let t: TestApp;
let address: string;
let go: ReturnType<typeof groupOrderClient>;
let tables: { id: number; store_id: number; link: string }[];

beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, staffTokens: { development: true, tokens: [] } });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  go = groupOrderClient(t.app);
  tables = await t.app.db.selectFrom('store_tables').select(['id', 'store_id', 'link']).orderBy('id').execute();
});
afterAll(() => t.close());

interface Opened {
  status: number;
  /** The text up to and including the first `changed` event. */
  firstChange: () => Promise<string>;
  close: () => void;
}

async function open(path: string, headers: Record<string, string> = {}): Promise<Opened> {
  const controller = new AbortController();
  const answer = await fetch(`${address}${path}`, { headers, signal: controller.signal });
  if (!answer.headers.get('content-type')?.includes('text/event-stream')) {
    await answer.text();
    return { status: answer.status, firstChange: async () => '', close: () => undefined };
  }
  const reader = answer.body!.getReader();
  return {
    status: answer.status,
    firstChange: async () => {
      let text = '';
      while (!text.includes('event: changed')) text += new TextDecoder().decode((await reader.read()).value);
      return text;
    },
    close: () => controller.abort(),
  };
}

/** The data lines of the events heard: each must be exactly the topic. */
function dataOf(text: string): unknown[] {
  return text.split('\n').filter((row) => row.startsWith('data: ')).map((row) => JSON.parse(row.slice(6)));
}

test('a group order\'s stream: opened with its link, 404 for a link that names nothing, hears only its own group order', async () => {
  const mine = await go.start({ name: 'Olga Secretescu', products: [line(24)] });
  const other = await go.start({ name: 'Hugo' });
  expect((await open('/public/group-orders/AAAAAAAAAAAAAAAAAAAAAA/events')).status).toBe(404);
  const stream = await open(`/public/group-orders/${mine.link}/events`);
  expect(stream.status).toBe(200);
  try {
    const heard = stream.firstChange();
    await go.join(other.link, 'Someone Else');
    await go.join(mine.link, 'Ana Secretescu');
    const text = await heard;
    const id = (await t.app.db.selectFrom('group_orders').select('id').where('link', '=', mine.link).executeTakeFirstOrThrow()).id;
    expect(dataOf(text)).toEqual([{ topic: `group-order:${id}` }]);
    expect(text).not.toMatch(/Secretescu|Someone|Olga|Ana/);
  } finally {
    stream.close();
  }
});

test('a table\'s stream: opened with its link, 404 for a replaced or made-up link, hears only its own table', async () => {
  const [mine, other] = [tables.find((table) => table.store_id === 1)!, tables.filter((table) => table.store_id === 1)[1]!];
  expect((await open('/public/tables/AAAAAAAAAAAAAAAAAAAAAA/events')).status).toBe(404);
  const replaced = await t.app.inject({ method: 'POST', url: `/staff/tables/${other.id}/new-link`, headers: { authorization: 'Bearer dev-staff-1' } });
  expect(replaced.statusCode).toBe(200);
  expect((await open(`/public/tables/${other.link}/events`)).status).toBe(404);
  const stream = await open(`/public/tables/${mine.link}/events`);
  expect(stream.status).toBe(200);
  try {
    const heard = stream.firstChange();
    expect((await t.app.inject({ method: 'POST', url: `/public/tables/${replaced.json().link}/requests`, payload: { kind: 'waiter' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/public/tables/${mine.link}/requests`, payload: { kind: 'waiter' } })).statusCode).toBe(201);
    expect(dataOf(await heard)).toEqual([{ topic: `table:${mine.id}` }]);
  } finally {
    stream.close();
  }
});

test('the staff stream: opened with a ticket, never the code; 401 without one or with a forged, altered or expired one; one store hears only its own tables', async () => {
  expect((await open('/staff/events')).status).toBe(401);
  // The code itself no longer opens it, in the URL or in a header: only a ticket does.
  expect((await open('/staff/events?code=dev-staff-2')).status).toBe(401);
  expect((await open('/staff/events', { authorization: 'Bearer dev-staff-2' })).status).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/staff/event-ticket', headers: { 'x-staff-code': 'not-the-code' } })).statusCode).toBe(401);
  const issued = await t.app.inject({ method: 'POST', url: '/staff/event-ticket', headers: { 'x-staff-code': 'dev-staff-2' } });
  expect(issued.statusCode).toBe(200);
  const { ticket, expires_in_seconds } = issued.json() as { ticket: string; expires_in_seconds: number };
  expect(expires_in_seconds).toBe(60);
  expect(ticket).not.toContain('dev-staff');
  // Another store's number on store 2's signature is refused, as is a made-up one.
  expect((await open(`/staff/events?ticket=${ticket.replace(/^2\./, '1.')}`)).status).toBe(401);
  expect((await open(`/staff/events?ticket=2.9999999999.${'A'.repeat(43)}`)).status).toBe(401);
  const ownTable = tables.find((table) => table.store_id === 2)!;
  const otherStoreTable = tables.find((table) => table.store_id === 1)!;
  const stream = await open(`/staff/events?ticket=${ticket}`);
  expect(stream.status).toBe(200);
  try {
    const heard = stream.firstChange();
    expect((await t.app.inject({ method: 'POST', url: `/public/tables/${otherStoreTable.link}/requests`, payload: { kind: 'bill' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/public/tables/${ownTable.link}/requests`, payload: { kind: 'bill' } })).statusCode).toBe(201);
    expect(dataOf(await heard)).toEqual([{ topic: 'store-tables:2' }]);
  } finally {
    stream.close();
  }
});
