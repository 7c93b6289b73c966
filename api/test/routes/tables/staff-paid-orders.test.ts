import { bearer, registerUser } from '../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../helpers/orders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { untilHeard } from '../../helpers/heard';

// A Wednesday noon in Bucharest: both seeded stores are open. Pickup earns 10 % in points;
// House lemonade (24) is 14 at Old Town (store 1).
const WEDNESDAY_NOON = new Date('2026-11-25T10:00:00Z');

/** The staff confirm orders paid by hand (cash, card on the terminal), so they earn their points as online ones do. */
describe('orders paid by hand, confirmed by the staff', () => {
  let t: TestApp;
  let clock: Date;
  const staff = (storeId: number) => ({ 'x-staff-code': `dev-staff-${storeId}` });
  const openOrders = async (storeId: number) => (await t.app.inject({ method: 'GET', url: '/staff/open-orders', headers: staff(storeId) })).json();
  const confirm = (orderId: number, storeId: number) => t.app.inject({ method: 'POST', url: `/staff/orders/${orderId}/paid`, headers: staff(storeId) });
  const idOf = async (token: string) => (await t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow()).id;

  beforeEach(async () => {
    clock = WEDNESDAY_NOON;
    t = await buildTestApp({ now: () => clock, staffTokens: { development: true, tokens: [] } });
  });
  afterEach(() => t.close());

  it("lists the store's unpaid orders of today paid by hand, at the counter and at the tables, and nothing else", async () => {
    const table = await t.app.db.selectFrom('store_tables').select(['link', 'number']).where('store_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const counter = await placeOrder(t.app, pickupOrder({ name: 'Ana Pop' }));
    const atTable = await placeOrder(t.app, pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', name: 'Ion', table_link: table.link }));
    const laterToday = await placeOrder(t.app, pickupOrder({ name: 'Later Today', payment_method: 'pos-pickup', for_later: true, later_day: '2026-11-25', later_time: '18:00' }));
    // Not today's, not paid by hand, not this store's.
    await placeOrder(t.app, pickupOrder({ name: 'Tomorrow', for_later: true, later_day: '2026-11-26', later_time: '12:00' }));
    await placeOrder(t.app, pickupOrder({ name: 'Card Online', payment_method: 'card' }));
    await placeOrder(t.app, pickupOrder({ name: 'Riverside', store_id: 2 }));

    const open = await openOrders(1);
    expect(open.day).toBe('2026-11-25');
    expect(open.orders.map((order: { name: string }) => order.name)).toEqual(['Ana Pop', 'Ion', 'Later Today']);
    expect(open.orders[0]).toEqual({
      id: await idOf(counter.token), delivery_type: 'pickup', table_number: null, name: 'Ana Pop', address: '', time: null,
      created_at: expect.any(String), payment_method: 'cash-pickup', total: 14,
    });
    expect(open.orders[1]).toMatchObject({ id: await idOf(atTable.token), delivery_type: 'table', table_number: table.number });
    expect(open.orders[2]).toMatchObject({ id: await idOf(laterToday.token), time: '18:00', payment_method: 'pos-pickup' });
    expect((await openOrders(2)).orders.map((order: { name: string }) => order.name)).toEqual(['Riverside']);
    expect((await t.app.inject({ method: 'GET', url: '/staff/open-orders' })).statusCode).toBe(401);
  });

  it("keeps a night's \"now\" orders on the list on both sides of midnight, but not tomorrow's later ones", async () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00', delivery: true, pickup: true }));
    expect((await t.app.inject({ method: 'PUT', url: '/dev/stores/1/opening-hours', payload: { opening_hours: allDay } })).statusCode).toBe(204);
    const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    // 23:47 in Bucharest: a "now" order is due in the kitchen after midnight, on Thursday.
    clock = new Date('2026-11-25T21:47:00Z');
    const lateOrder = await placeOrder(t.app, pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', name: 'Late Table', table_link: table.link }));
    const slotDay = (await t.app.db.selectFrom('orders').select('slot_day').where('token', '=', lateOrder.token).executeTakeFirstOrThrow()).slot_day;
    expect(slotDay).toBe('2026-11-26');
    await placeOrder(t.app, pickupOrder({ name: 'Thursday Lunch', for_later: true, later_day: '2026-11-26', later_time: '12:00' }));
    const names = async () => (await openOrders(1)).orders.map((order: { name: string }) => order.name);

    expect(await names()).toEqual(['Late Table']);
    // Past midnight the waiter still takes its money, and Thursday's own orders join it.
    clock = new Date('2026-11-25T22:20:00Z');
    expect((await openOrders(1)).day).toBe('2026-11-26');
    expect(await names()).toEqual(['Late Table', 'Thursday Lunch']);
    expect((await confirm(await idOf(lateOrder.token), 1)).statusCode).toBe(200);
    expect(await names()).toEqual(['Thursday Lunch']);
  });

  it('credits the points once however often it is confirmed, and only by its own store', async () => {
    const customer = await registerUser(t.app);
    const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(24, 2)] }), bearer(customer.token));
    const id = await idOf(placed.token);
    const benefits = async () => (await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(customer.token) })).json();

    const elsewhere = await confirm(id, 2);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('This store has no order with this number.');
    expect((await benefits()).points_balance).toBe(0);

    // Two staff members tap "Paid" at once, then one taps again.
    const taps = await Promise.all([confirm(id, 1), confirm(id, 1)]);
    expect(taps.map((tap) => tap.statusCode)).toEqual([200, 200]);
    expect(taps.map((tap) => tap.json().already_paid).sort()).toEqual([false, true]);
    expect((await confirm(id, 1)).json()).toEqual({ ok: true, already_paid: true });
    // The development route takes the same path: nothing more either.
    expect((await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.token}/paid` })).statusCode).toBe(200);

    // 10 % of the 28 paid for pickup, once.
    const after = await benefits();
    expect(after.points_balance).toBe(2);
    expect(after.points_history).toHaveLength(1);
    expect((await openOrders(1)).orders).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) });
    expect(list.json()[0]).toMatchObject({ token: placed.token, status: 'paid' });
  });

  it("leaves an online payment to its provider, and refuses without the store's code", async () => {
    const card = await placeOrder(t.app, pickupOrder({ payment_method: 'card' }));
    const online = await confirm(await idOf(card.token), 1);
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe('This order is paid online: its payment provider confirms the payment.');
    expect((await t.app.inject({ method: 'POST', url: `/staff/orders/${await idOf(card.token)}/paid` })).statusCode).toBe(401);
    expect((await t.app.db.selectFrom('orders').select('paid_at').where('token', '=', card.token).executeTakeFirstOrThrow()).paid_at).toBeNull();
  });

  it('shows a table order paid on the board and at the table, live', async () => {
    const table = await t.app.db.selectFrom('store_tables').select(['id', 'link']).where('store_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const heard: string[] = [];
    t.app.live.watch(`table:${table.id}`, () => heard.push('table'));
    t.app.live.watch('store-tables:1', () => heard.push('board'));
    const placed = await placeOrder(t.app, pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link }));
    const state = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}/orders/${placed.token}` })).json();
    expect(await state()).toEqual({ token: placed.token, status: 'sent_to_waiter', paid: false, cancelled: false, payment_under_way: false, payment_method: 'cash-pickup', total: 14 });
    // The new order's own news first: on PostgreSQL it can arrive late, and be taken for the payment's.
    await untilHeard(heard, 2);
    heard.length = 0;

    expect((await confirm(await idOf(placed.token), 1)).json().already_paid).toBe(false);
    await untilHeard(heard, 2);
    expect(heard.sort()).toEqual(['board', 'table']);
    expect((await state()).paid).toBe(true);
    const board = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json();
    expect(board.orders[0]).toMatchObject({ paid: true });
  });
});
