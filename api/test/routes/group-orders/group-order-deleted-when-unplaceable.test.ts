import { nextAddress, SHOP_OPEN } from '../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line, OLD_TOWN_ADDRESS } from '../../helpers/group-orders';

// A completed group order the checkout refuses for a reason nobody in it can fix (the store stopped
// delivering) would wait for good: the organiser deletes it, as they delete an open one. Nothing
// was charged: no order, share or payment exists before it is placed.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterEach(() => t.app.db.updateTable('stores').set({ has_delivery: true }).where('id', '=', 1).execute());
afterAll(() => t.close());

type Food = { id: number; quantity: number; locked: boolean; order_product_id: number | null }[];
const asCart = (food: Food) => food.map((product) => [product.id, product.quantity, product.locked, product.order_product_id]);
const DELIVERY = { store_id: 1, delivery_type: 'delivery' as const, pickup_type: null, payment_method: 'card' as const, ...OLD_TOWN_ADDRESS };

/** Olga and Ion each order three lasagnas (12) for delivery, and both confirm: complete, not placed. */
async function completed() {
  const { link, participant_token: olga } = await go.start({ store_id: 1, delivery_type: 'delivery', delivery_area_id: 1, products: [line(12, 3)] });
  const ion = await go.join(link, 'Ion');
  await go.add(ion, 12, 3);
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  expect((await go.act('confirm', { participant_token: ion })).status).toBe('OK');
  expect((await go.panel(link, olga)).status).toBe('completed');
  return { link, olga, ion };
}

/** What money a group order holds: its order, once placed, and the shares and payments there are. */
async function money(link: string) {
  const group = await t.app.db.selectFrom('group_orders').select('order_id').where('link', '=', link).executeTakeFirstOrThrow();
  const orders = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const shares = await t.app.db.selectFrom('group_order_shares').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const payments = await t.app.db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { orderId: group.order_id, orders: Number(orders.n), shares: Number(shares.n), payments: Number(payments.n) };
}

describe('a completed group order not placed', () => {
  it('is deleted by its organiser once the checkout refuses it for good: everyone is told, their food goes back, nothing is charged', async () => {
    const { link, olga, ion } = await completed();
    const before = await money(link);
    await t.app.db.updateTable('stores').set({ has_delivery: false }).where('id', '=', 1).execute();
    const placed = await go.place(link, olga, DELIVERY);
    expect(placed.statusCode).toBe(422);

    const deleted = (await go.post('/delete', { participant_token: olga })).json();
    expect(deleted).toMatchObject({ status: 'OK', message: '' });
    expect(asCart(deleted.products)).toEqual([[12, 3, false, null]]);
    // Ion's screen reads the group order deleted, and his own food to put back in his cart.
    expect((await go.panel(link, ion)).status).toBe('cancelled');
    const back = await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/food-to-take-back?participant_token=${ion}`, remoteAddress: nextAddress() });
    expect(asCart(back.json().products)).toEqual([[12, 3, false, null]]);
    expect(await go.act('add-product', { participant_token: ion, product: line(12) })).toMatchObject({ status: 'ERROR', message: expect.stringContaining('deleted') });
    expect(await money(link)).toEqual({ ...before, orderId: null });
    // Nothing is given back twice.
    expect((await go.post('/delete', { participant_token: olga })).json()).toMatchObject({ status: 'ERROR', products: [] });
  });

  it('is the organiser\'s alone to delete', async () => {
    const { link, ion } = await completed();
    expect(await go.act('delete', { participant_token: ion })).toEqual({ status: 'ERROR', message: 'Only the organiser of the group order can do this.', products: [] });
    expect((await go.panel(link, ion)).status).toBe('completed');
  });

  it('once placed, is no longer deleted: it is the kitchen\'s, and may be paid', async () => {
    const { link, olga } = await completed();
    const placed = await go.place(link, olga, DELIVERY);
    expect(placed.statusCode).toBe(201);
    expect(await go.act('delete', { participant_token: olga })).toMatchObject({ status: 'ERROR', message: 'This group order is already <strong>finished</strong>; it cannot be changed.' });
    const group = await t.app.db.selectFrom('group_orders').select(['status', 'order_id']).where('link', '=', link).executeTakeFirstOrThrow();
    expect(group).toEqual({ status: 'completed', order_id: expect.any(Number) });
  });
});
