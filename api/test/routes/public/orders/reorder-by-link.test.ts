import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../../helpers/orders';

// Seed: Margherita (1) 40 cm is size 112 at Old Town (1), 122 at Riverside (2); House lemonade (24);
// extra mozzarella (1001). Old Town is open on Wednesdays. How reorder prices and names the lines is
// the account's test (orders-and-points); here, that the link gives the same.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
}, 120_000);
afterAll(() => t.close());

test("by its link, an order comes back as the account's reorder gives it, at the cart's store", async () => {
  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 2, 112, [{ id: 1001, quantity: 1 }]), orderLine(24)] }), bearer(customer.token));
  const id = (await t.app.db.selectFrom('orders').select('id').where('token', '=', placed.token).executeTakeFirstOrThrow()).id;
  for (const store of [{}, { 'x-store-id': '2' }]) {
    const byLink = await t.app.inject({ method: 'POST', url: `/public/orders/${placed.token}/reorder`, headers: store });
    const byAccount = await t.app.inject({ method: 'POST', url: `/public/account/orders/${id}/reorder`, headers: { ...bearer(customer.token), ...store } });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json()).toEqual(byAccount.json());
  }
});

test("a guest's order, which no account lists, comes back by its link", async () => {
  const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 1, 112), orderLine(24, 2)] }), {});
  const again = await t.app.inject({ method: 'POST', url: `/public/orders/${placed.token}/reorder` });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ store_id: 1, unavailable: [], products: [{ id: 1, quantity: 1, selected_size: 112 }, { id: 24, quantity: 2 }] });
});

test('an unknown or cut link is a 404 in the request\'s language, and a bad store header a 400', async () => {
  const unknown = await t.app.inject({ method: 'POST', url: `/public/orders/${'x'.repeat(32)}/reorder`, headers: { 'content-language': 'es' } });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('No hay ningún pedido con este enlace.');
  expect((await t.app.inject({ method: 'POST', url: '/public/orders/cut/reorder' })).statusCode).toBe(404);

  const placed = await placeOrder(t.app, pickupOrder(), {});
  const badStore = await t.app.inject({ method: 'POST', url: `/public/orders/${placed.token}/reorder`, headers: { 'x-store-id': 'two' } });
  expect(badStore.statusCode).toBe(400);
});
