import { emptyCart } from 'shared-contracts/types/cart';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * A save can outlive its client's 10 s timeout: the client sends a newer one meanwhile, which may
 * commit first. The older one must then not overwrite it, or a reload (or GET public/carts
 * elsewhere) brings back the older cart and the customer's latest change is lost.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cartNamed = (name: string) => JSON.stringify({ ...emptyCart(), name });

function save(payload: { token?: string; json_object: string; revision?: unknown }) {
  return t.app.inject({ method: 'POST', url: '/public/carts', payload });
}

async function savedName(token: string): Promise<string> {
  const loaded = await t.app.inject({ method: 'GET', url: `/public/carts?token=${encodeURIComponent(token)}` });
  return JSON.parse(loaded.json().json_object).name;
}

async function newCart(revision?: number): Promise<string> {
  const started = await save({ json_object: cartNamed('first'), ...(revision === undefined ? {} : { revision }) });
  expect(started.statusCode).toBe(200);
  return started.json().token;
}

test('an older revision arriving after a newer one does not overwrite it, and is answered as if saved', async () => {
  const token = await newCart(1_700_000_000_000);
  expect((await save({ token, json_object: cartNamed('newer'), revision: 1_700_000_000_300 })).statusCode).toBe(200);
  const older = await save({ token, json_object: cartNamed('older'), revision: 1_700_000_000_200 });
  expect(older.statusCode).toBe(200);
  expect(older.json()).toMatchObject({ token, placed_order: null });
  expect(await savedName(token)).toBe('newer');
  // The same stamp (another tab's change in the same millisecond): the later save wins, as before stamps.
  await save({ token, json_object: cartNamed('same instant'), revision: 1_700_000_000_300 });
  expect(await savedName(token)).toBe('same instant');
  // The next change still saves.
  await save({ token, json_object: cartNamed('latest'), revision: 1_700_000_000_301 });
  expect(await savedName(token)).toBe('latest');
});

test('of two saves at once, the newer revision stays whichever commits last', async () => {
  const token = await newCart(1);
  for (let revision = 2; revision < 42; revision += 2) {
    const [newer, older] = await Promise.all([
      save({ token, json_object: cartNamed(`newer ${revision + 1}`), revision: revision + 1 }),
      save({ token, json_object: cartNamed(`older ${revision}`), revision }),
    ]);
    expect([newer.statusCode, older.statusCode]).toEqual([200, 200]);
    expect(await savedName(token)).toBe(`newer ${revision + 1}`);
  }
});

test('a save without a revision (a client from before revisions) overwrites, as before', async () => {
  const token = await newCart(5_000);
  await save({ token, json_object: cartNamed('old client') });
  expect(await savedName(token)).toBe('old client');
  // A cart saved without one takes any revision next.
  await save({ token, json_object: cartNamed('new client'), revision: 1 });
  expect(await savedName(token)).toBe('new client');
});

test.each([
  ['negative', -1],
  ['not whole', 1.5],
  ['beyond what a JSON number holds exactly', Number.MAX_SAFE_INTEGER + 2],
  ['not a number', 'latest'],
])('a revision that is %s is refused with 400 and saves nothing', async (_, revision) => {
  const token = await newCart(10);
  const refused = await save({ token, json_object: cartNamed('refused'), revision });
  expect(refused.statusCode).toBe(400);
  expect(await savedName(token)).toBe('first');
});

test('the largest revision allowed is stored and compared exactly', async () => {
  const token = await newCart(Number.MAX_SAFE_INTEGER - 1);
  await save({ token, json_object: cartNamed('largest'), revision: Number.MAX_SAFE_INTEGER });
  expect(await savedName(token)).toBe('largest');
  await save({ token, json_object: cartNamed('smaller'), revision: Number.MAX_SAFE_INTEGER - 1 });
  expect(await savedName(token)).toBe('largest');
});
