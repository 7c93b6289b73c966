import { bearer, registerUser } from '../../../helpers/accounts';
import { groupOrderClient, line } from '../../../helpers/group-orders';
import { pickupOrder, placeOrder } from '../../../helpers/orders';
import { nextAddress } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A Wednesday noon in Bucharest: Old Town (store 1) is open for pickup. House lemonade (24) is 14.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

interface CostsOf {
  lines: { total: number }[];
  packaging_fee: number;
  free_products_discount: number;
  delivery_fee: number;
  voucher_value: number;
  loyalty_points: number;
  group_extra: number;
  total: number;
}
/** The order's lines and stored costs, added up as the screens show them. */
const addedUp = (order: CostsOf) =>
  order.lines.reduce((sum, { total }) => sum + total, 0) +
  order.packaging_fee - order.free_products_discount + order.delivery_fee - order.voucher_value - order.loyalty_points + order.group_extra;

test("a group's order carries its group extra in every answer about it, so its lines and costs add up to its total", async () => {
  const customer = await registerUser(t.app);
  const go = groupOrderClient(t.app);
  const { link, participant_token: organiser } = await go.start({ payment_mode: 'organiser', group_order_pay_extra: 2.5, products: [line(24)] });
  await go.act('confirm', { participant_token: organiser });
  const placing = await go.place(link, organiser, { payment_method: 'cash-pickup' });
  expect(placing.statusCode).toBe(201);
  const placed = placing.json();
  expect(placed).toMatchObject({ group_extra: 2.5, total: 16.5 });
  expect(addedUp(placed)).toBe(placed.total);

  const read = (await t.app.inject({ method: 'GET', url: `/public/orders/${placed.token}`, remoteAddress: nextAddress() })).json();
  expect(read).toMatchObject({ group_extra: 2.5, total: 16.5 });
  expect(addedUp(read)).toBe(read.total);

  await t.app.db.updateTable('orders').set({ user_id: customer.id }).where('token', '=', placed.token).execute();
  const [listed] = (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) })).json();
  expect(listed).toMatchObject({ token: placed.token, group_extra: 2.5, total: 16.5 });
  expect(addedUp(listed)).toBe(listed.total);
});

test('any other order has no group extra: 0 in every answer', async () => {
  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder(), bearer(customer.token));
  expect(placed.group_extra).toBe(0);
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${placed.token}`, remoteAddress: nextAddress() })).json().group_extra).toBe(0);
  const [listed] = (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) })).json();
  expect(listed.group_extra).toBe(0);
});
