import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { emptyCart } from 'shared-contracts/types/cart';
import { hashCartToken } from '../../../../src/domain/cart-token';
import { CART_KEPT_DAYS } from '../../../../src/repositories/carts-repository';
import { NEW_CART_RATE_LIMIT } from '../../../../src/routes/public/carts/post-carts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { pickupOrder } from '../../../helpers/orders';

/**
 * Anyone may save a cart without an account, so starting new ones is limited per address and
 * carts nobody saves for a month are deleted; saving a cart already known is never limited.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitAllowList: ['10.62.9.9'], now: () => new Date('2026-11-25T10:00:00Z') });
});
afterAll(() => t.close());

const cart = JSON.stringify({ ...emptyCart(), name: 'Ana' });
const save = (remoteAddress: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/public/carts', payload: { ...(token ? { token } : {}), json_object: cart }, remoteAddress, headers });
const cartRows = async () => Number((await t.app.db.selectFrom('carts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

test(`${NEW_CART_RATE_LIMIT.max} new carts an hour from one address, then 429 with nothing saved; its known carts still save; another address goes on`, async () => {
  const tokens: string[] = [];
  for (let i = 0; i < NEW_CART_RATE_LIMIT.max; i += 1) {
    const started = await save('10.62.0.1');
    expect(started.statusCode).toBe(200);
    tokens.push(started.json().token);
  }
  const rows = await cartRows();
  const refused = await save('10.62.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  // A token the server does not know starts a cart too.
  expect((await save('10.62.0.1', 'a-token-nobody-was-given')).statusCode).toBe(429);
  const inSpanish = await save('10.62.0.1', undefined, { 'content-language': 'es' });
  expect(inSpanish.json().message).toMatch(/^Demasiados intentos\. Inténtalo de nuevo dentro de \d+ minutos?\.$/);
  expect(await cartRows()).toBe(rows);

  // Every tap of a customer saves their cart: never limited.
  for (let i = 0; i < NEW_CART_RATE_LIMIT.max + 10; i += 1) {
    const updated = await save('10.62.0.1', tokens[i % tokens.length]);
    expect([i, updated.statusCode, updated.json().token]).toEqual([i, 200, tokens[i % tokens.length]]);
  }
  expect((await save('10.62.0.2')).statusCode).toBe(200);
});

test('an address on the allow list (RATE_LIMIT_ALLOW) starts any number of carts', async () => {
  for (let i = 0; i <= NEW_CART_RATE_LIMIT.max; i += 1) expect((await save('10.62.9.9')).statusCode).toBe(200);
});

test(`carts nobody saved for ${CART_KEPT_DAYS} days are deleted, ordered from or not, the others kept; a deleted cart's token starts a new one`, async () => {
  const [old, recent, saved, ordered] = [(await save('10.62.1.1')).json().token, (await save('10.62.1.2')).json().token, (await save('10.62.1.3')).json().token, (await save('10.62.1.4')).json().token];
  const order = await t.app.inject({ method: 'POST', url: '/public/orders', payload: pickupOrder({ cart_token: ordered }), headers: { 'idempotency-key': randomUUID() }, remoteAddress: '10.62.1.4' });
  expect(order.statusCode).toBe(201);
  const setLastSaved = (token: string, days: number) =>
    t.app.db.updateTable('carts').set({ updated_at: sql<Date>`now() - make_interval(days => ${days})` }).where('token_hash', '=', hashCartToken(token)).execute();
  await setLastSaved(old, CART_KEPT_DAYS + 1);
  await setLastSaved(recent, CART_KEPT_DAYS - 1);
  await setLastSaved(saved, CART_KEPT_DAYS + 5);
  await setLastSaved(ordered, CART_KEPT_DAYS + 1);
  // Saving it again is what keeps a cart.
  expect((await save('10.62.1.3', saved)).json().token).toBe(saved);

  expect(await t.app.repositories.carts.deleteUntouched()).toBe(2);
  const load = (token: string) => t.app.inject({ method: 'GET', url: `/public/carts?token=${encodeURIComponent(token)}` });
  expect([(await load(old)).statusCode, (await load(recent)).statusCode, (await load(saved)).statusCode, (await load(ordered)).statusCode]).toEqual([404, 200, 200, 404]);
  // The order keeps its own lines: it reads as before.
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${order.json().token}` })).statusCode).toBe(200);
  const again = await save('10.62.1.1', old);
  expect([again.statusCode, again.json().token === old]).toEqual([200, false]);
});
