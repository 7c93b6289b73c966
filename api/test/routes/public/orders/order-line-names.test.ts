import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { orderLine as line, pickupOrder as orderRequest } from '../../../helpers/orders';

// Wednesday noon in Bucharest: Old Town (1) is open. Carbonara (8), Margherita (1) 40 cm (112).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(async () => {
  await t.close();
});

let caller = 0;
async function place(language: string | null) {
  caller += 1;
  const res = await t.app.inject({
    method: 'POST', url: '/public/orders', payload: orderRequest({ products: [line(8), line(1, 1, 112)] }),
    headers: { 'idempotency-key': randomUUID(), ...(language ? { 'content-language': language } : {}) }, remoteAddress: `10.8.0.${caller}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

test("an order's lines are stored named as the menu named them in the order's language", async () => {
  const placed = await place('es-ES');
  const names = [{ name: 'Espaguetis a la carbonara' }, { name: 'Margarita', size_name: '40 cm' }];
  expect(placed.lines).toMatchObject(names);
  // Stored so: the success page reads them back by the token.
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${placed.token}` })).json().lines).toMatchObject(names);
});

test('without a language, or in one the shop does not speak, the lines are named in English', async () => {
  expect((await place(null)).lines).toMatchObject([{ name: 'Spaghetti carbonara' }, { name: 'Margherita' }]);
  expect((await place('de')).lines).toMatchObject([{ name: 'Spaghetti carbonara' }, { name: 'Margherita' }]);
});
