import { openShopApp, placeOrder, pickupOrder } from '../../../helpers/orders';
import type { TestApp } from '../../../helpers/test-app';

// Spec §3/§9: the website setting `cutlery` (0 by default) says whether the brand offers a cutlery
// choice. Where it offers none, no order asks for cutlery, whatever the request says.
let t: TestApp;
let seeded: number | null;
beforeAll(async () => {
  t = await openShopApp();
  seeded = (await t.app.db.selectFrom('website').select('cutlery').executeTakeFirstOrThrow()).cutlery;
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.db.updateTable('website').set({ cutlery: seeded }).execute();
});

async function storedCutlery(token: string): Promise<boolean> {
  return (await t.app.db.selectFrom('orders').select('cutlery').where('token', '=', token).executeTakeFirstOrThrow()).cutlery;
}

test.each([0, null])('a brand whose cutlery setting is %p stores no cutlery wish, even one the request sends', async (cutlery) => {
  await t.app.db.updateTable('website').set({ cutlery }).execute();
  const order = await placeOrder(t.app, pickupOrder({ cutlery: true }));
  expect(await storedCutlery(order.token)).toBe(false);
});

test('a brand offering cutlery stores the wish as asked', async () => {
  await t.app.db.updateTable('website').set({ cutlery: 1 }).execute();
  expect(await storedCutlery((await placeOrder(t.app, pickupOrder({ cutlery: true }))).token)).toBe(true);
  expect(await storedCutlery((await placeOrder(t.app, pickupOrder({ cutlery: false }))).token)).toBe(false);
});
