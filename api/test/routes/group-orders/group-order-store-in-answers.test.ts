import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient } from '../../helpers/group-orders';

// Sizes and prices are per store: a participant's cart must be at the group's store, which a fresh
// phone's cart is not, so starting and joining answer it.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

it("answers the group's store on starting, on joining, and on either sent again", async () => {
  const startKey = randomUUID();
  const started = await go.start({ store_id: 2 }, startKey);
  expect(started.store_id).toBe(2);
  const again = await go.post('', { store_id: 2, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split' }, undefined, startKey);
  expect(again.statusCode).toBe(200);
  expect(again.json().store_id).toBe(2);
  const joinKey = randomUUID();
  for (const code of [201, 200]) {
    const joined = await go.post(`/${started.link}/join`, { name: 'Ana', products: [] }, undefined, joinKey);
    expect(joined.statusCode).toBe(code);
    expect(joined.json()).toMatchObject({ store_id: 2, left_out: [] });
  }
});
