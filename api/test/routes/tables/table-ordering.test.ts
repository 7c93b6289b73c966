import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { orderLine, pickupOrder } from '../../helpers/orders';
import { untilHeard } from '../../helpers/heard';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { staffStoreOf, staffTokensFrom } from '../../../src/domain/table-ordering/staff-tokens';
import { tableAddress } from '../../../src/domain/table-ordering/table-link';

/** Ordering at the table (issue 9): table links, calls once a minute, the staff code and board. */
describe('ordering at the table', () => {
  let t: TestApp;
  let clock: Date;
  let table: { id: number; store_id: number; number: string; link: string };
  let otherStoreTable: { id: number; store_id: number; link: string };
  const staff = (storeId: number) => ({ authorization: `Bearer dev-staff-${storeId}` });

  beforeEach(async () => {
    // A Wednesday noon in Bucharest: both seeded stores are open.
    clock = new Date('2026-11-25T10:00:00Z');
    t = await buildTestApp({ now: () => clock, staffTokens: { development: true, tokens: [] } });
    const tables = await t.app.db.selectFrom('store_tables').selectAll().orderBy('id').execute();
    table = tables.find((row) => row.store_id === 1 && row.number === '3')!;
    otherStoreTable = tables.find((row) => row.store_id !== 1)!;
  });
  afterEach(() => t.close());

  async function tableOrder(tableId: number, storeId: number): Promise<{ id: number; token: string }> {
    const token = `table-order-token-${tableId}-${Math.random().toString(36).slice(2, 10)}`;
    const order = await t.app.db
      .insertInto('orders')
      .values({
        token, idempotency_key: token, request_hash: 'h', store_id: storeId, delivery_type: 'table', pickup_type: null,
        name: 'Ana', email: 'ana@example.com', phone: '+40722123456', informations: 'no onions', cutlery: false,
        contactless_delivery: false, accept_promotion: false, payment_method: 'cash', voucher_code: null, for_later: false,
        later_day: null, later_time: null, estimated_minutes: 15, subtotal: '20.00', delivery_fee: '0.00', packaging_fee: '0.00',
        voucher_value: '0.00', free_products_discount: '0.00', total: '20.00', table_id: tableId, created_at: clock,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('order_lines').values({ order_id: order.id, position: 0, product_id: 1, name: 'Margherita', quantity: 2, size_id: 2, size_name: '40 cm', options: JSON.stringify([{ id: 1001, quantity: 1, price: 4, name: 'Extra mozzarella' }, { id: 1004, quantity: 1, price: 3 }]), unit_price: '10.00', total: '20.00' } as never).execute();
    return { id: order.id, token };
  }

  it('opens a table by its link, and refuses an unknown or replaced link with advice', async () => {
    const opened = await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ table_id: table.id, table_number: '3', store_id: 1, requests: [] });
    expect(opened.json().store_name).toEqual(expect.any(String));

    const unknown = await t.app.inject({ method: 'GET', url: '/public/tables/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This table code is no longer valid. Please ask the staff for the current one.');

    const heard: string[] = [];
    t.app.live.watch(`table:${table.id}`, () => heard.push('table'));
    t.app.live.watch('store-tables:1', () => heard.push('board'));
    const replaced = await t.app.inject({ method: 'POST', url: `/staff/tables/${table.id}/new-link`, headers: staff(1) });
    expect(replaced.statusCode).toBe(200);
    // Screens open on the old code and the staff board hear of it at once.
    await untilHeard(heard, 2);
    expect(heard.sort()).toEqual(['board', 'table']);
    expect(replaced.json().link).not.toBe(table.link);
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${replaced.json().link}` })).json().table_number).toBe('3');
    // Another store's staff cannot replace this store's codes.
    expect((await t.app.inject({ method: 'POST', url: `/staff/tables/${table.id}/new-link`, headers: staff(otherStoreTable.store_id) })).statusCode).toBe(404);
  });

  it('calls the waiter at most once a minute, even with several taps at once; the bill separately', async () => {
    const call = (kind: string) => t.app.inject({ method: 'POST', url: `/public/tables/${table.link}/requests`, payload: { kind } });
    const taps = await Promise.all([call('waiter'), call('waiter'), call('waiter'), call('waiter')]);
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([201, 429, 429, 429]);
    const refused = taps.find((tap) => tap.statusCode === 429)!;
    expect(refused.json().message).toBe('The waiter has been called. You can call again in a minute.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('bill')).statusCode).toBe(201);
    expect((await call('bill')).json().message).toBe('The bill has been asked for. You can ask again in a minute.');
    clock = new Date(clock.getTime() + 61_000);
    expect((await call('waiter')).statusCode).toBe(201);
    expect((await call('dessert')).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('table_requests').select('id').execute()).toHaveLength(3);
  });

  it('refuses the staff side without the store code, with a wrong one, or another store\'s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/staff/table-board' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: { authorization: 'Bearer guessed-code' } });
    expect(wrong.statusCode).toBe(401);
    // A code typed but wrong is said apart from none at all, so the staff know to retype it.
    expect(wrong.json().message).toBe('This staff code is not valid for this store.');
    const none = await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: { 'x-staff-code': '' } });
    expect(none.json().message).toBe('Please enter the staff code of this store.');
    const wrongInSpanish = await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: { 'x-staff-code': 'guessed-code', 'content-language': 'es' } });
    expect(wrongInSpanish.json().message).toBe('Este código de personal no es válido para este local.');
    await t.app.inject({ method: 'POST', url: `/public/tables/${table.link}/requests`, payload: { kind: 'waiter' } });
    const board = await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) });
    const requestId = board.json().requests[0].id;
    const elsewhere = await t.app.inject({ method: 'POST', url: `/staff/table-requests/${requestId}/acknowledged`, headers: staff(otherStoreTable.store_id) });
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(otherStoreTable.store_id) })).json().requests).toEqual([]);
  });

  it('lets the staff acknowledge a call and receive an order, and the table hears both live', async () => {
    const heard: string[] = [];
    t.app.live.watch(`table:${table.id}`, () => heard.push('table'));
    const order = await tableOrder(table.id, 1);
    await t.app.inject({ method: 'POST', url: `/public/tables/${table.link}/requests`, payload: { kind: 'waiter' } });

    const board = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json();
    expect(board.orders).toEqual([
      expect.objectContaining({ id: order.id, table_number: '3', status: 'sent_to_waiter', total: 20, informations: 'no onions', lines: [{ name: 'Margherita', size_name: '40 cm', quantity: 2, options: [{ name: 'Extra mozzarella', quantity: 1 }] }] }),
    ]);
    expect(board.requests).toEqual([expect.objectContaining({ table_number: '3', kind: 'waiter' })]);
    expect(board.tables.length).toBeGreaterThan(0);

    const status = () => t.app.inject({ method: 'GET', url: `/public/tables/${table.link}/orders/${order.token}` });
    expect((await status()).json()).toEqual({ token: order.token, status: 'sent_to_waiter', paid: false, cancelled: false, payment_under_way: false, payment_method: 'cash', total: 20 });
    expect((await t.app.inject({ method: 'POST', url: `/staff/table-orders/${order.id}/received`, headers: staff(otherStoreTable.store_id) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/staff/table-orders/${order.id}/received`, headers: staff(1) })).json()).toEqual({ ok: true });
    expect((await status()).json().status).toBe('received');
    // The order's own page reads the same state, with its table (spec §4): by its id, a browser
    // seated at another table since is not shown this one's live state and calls.
    expect((await t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json().table).toEqual({ id: table.id, number: '3', status: 'received' });

    expect((await t.app.inject({ method: 'POST', url: `/staff/table-requests/${board.requests[0].id}/acknowledged`, headers: staff(1) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/staff/table-requests/${board.requests[0].id}/acknowledged`, headers: staff(1) })).statusCode).toBe(404);
    const after = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json();
    expect(after.requests).toEqual([]);
    expect(after.orders[0].status).toBe('received');
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}` })).json().requests).toEqual([expect.objectContaining({ kind: 'waiter', acknowledged: true })]);

    // The call, the order received and the call acknowledged.
    await untilHeard(heard, 3);
    expect(heard).toHaveLength(3);
    // An order is only visible at its own table.
    const elsewhere = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).where('id', '!=', table.id).executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${elsewhere.link}/orders/${order.token}` })).statusCode).toBe(404);
  });

  it('shows the staff and the table only calls still open: a call nobody acknowledged within 15 minutes is stale', async () => {
    const board = async () => (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json().requests;
    const shown = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}` })).json().requests;
    expect((await t.app.inject({ method: 'POST', url: `/public/tables/${table.link}/requests`, payload: { kind: 'waiter' } })).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 14 * 60_000);
    expect(await board()).toEqual([expect.objectContaining({ kind: 'waiter' })]);
    expect(await shown()).toEqual([expect.objectContaining({ kind: 'waiter', acknowledged: false })]);
    expect((await t.app.inject({ method: 'POST', url: `/public/tables/${table.link}/requests`, payload: { kind: 'bill' } })).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: `/staff/table-requests/${(await board())[1].id}/acknowledged`, headers: staff(1) });

    // The waiter call is now 16 minutes old and nobody answered it: the next guests do not inherit it.
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await board()).toEqual([]);
    expect(await shown()).toEqual([expect.objectContaining({ kind: 'bill', acknowledged: true })]);
    clock = new Date(clock.getTime() + 14 * 60_000);
    expect(await shown()).toEqual([]);
    // Calling again is a new call, on both screens.
    expect((await t.app.inject({ method: 'POST', url: `/public/tables/${table.link}/requests`, payload: { kind: 'waiter' } })).statusCode).toBe(201);
    expect(await board()).toEqual([expect.objectContaining({ kind: 'waiter' })]);
    expect(await shown()).toEqual([expect.objectContaining({ kind: 'waiter', acknowledged: false })]);

    // Calling once more two minutes on is the same table waiting: one line for the staff, and one tap answers both.
    clock = new Date(clock.getTime() + 2 * 60_000);
    const again = await t.app.inject({ method: 'POST', url: `/public/tables/${table.link}/requests`, payload: { kind: 'waiter' } });
    expect(await board()).toEqual([expect.objectContaining({ id: again.json().id, kind: 'waiter' })]);
    expect((await t.app.inject({ method: 'POST', url: `/staff/table-requests/${again.json().id}/acknowledged`, headers: staff(1) })).statusCode).toBe(200);
    expect(await board()).toEqual([]);
    expect(await shown()).toEqual([expect.objectContaining({ id: again.json().id, acknowledged: true })]);
  });

  it('places a table order from its link: no fee, no minimum, no pack price, a name is enough; the board and table hear it', async () => {
    const heard: string[] = [];
    t.app.live.watch(`table:${table.id}`, () => heard.push('table'));
    t.app.live.watch('store-tables:1', () => heard.push('board'));
    const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, products: [orderLine(1, 1, 111)] });
    const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() } });
    expect(placed.statusCode).toBe(201);
    // Margherita 30 cm at Old Town: 32, its pack price (2) left out at a table.
    expect(placed.json()).toMatchObject({ delivery_type: 'table', subtotal: 32, delivery_fee: 0, packaging_fee: 0, total: 32, table: { number: '3', status: 'sent_to_waiter' } });
    const stored = await t.app.db.selectFrom('orders').select(['table_id']).where('token', '=', placed.json().token).executeTakeFirstOrThrow();
    expect(stored.table_id).toBe(table.id);
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}/orders/${placed.json().token}` })).json().status).toBe('sent_to_waiter');
    const board = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json();
    expect(board.orders[0]).toMatchObject({ table_number: '3', status: 'sent_to_waiter', total: 32 });
    await untilHeard(heard, 2);
    expect(heard.sort()).toEqual(['board', 'table']);
    // No e-mail was given, so none is queued.
    expect(await t.app.db.selectFrom('outbox').select('id').execute()).toHaveLength(0);
  });

  it('pays a table order by card on the sandbox provider: the table sees it paid, live, and the staff find nothing to take', async () => {
    const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, payment_method: 'card', products: [orderLine(24, 2)] });
    const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() } });
    expect(placed.statusCode).toBe(201);
    const token = placed.json().token as string;
    const state = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}/orders/${token}` })).json();
    expect(await state()).toMatchObject({ status: 'sent_to_waiter', paid: false, payment_method: 'card', total: 28 });

    const heard: string[] = [];
    t.app.live.watch(`table:${table.id}`, () => heard.push('table'));
    const started = await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token } });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ amount: 28, provider: 'sandbox' });
    const paid = await t.app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
    expect(paid.json().status).toBe('succeeded');
    await untilHeard(heard, 1);
    expect(heard).toEqual(['table']);
    expect(await state()).toMatchObject({ status: 'sent_to_waiter', paid: true });
    const board = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json();
    expect(board.orders[0]).toMatchObject({ table_number: '3', total: 28, paid: true });
    expect((await t.app.inject({ method: 'GET', url: '/staff/open-orders', headers: staff(1) })).json().orders).toEqual([]);
  });

  it('takes a card table order a voucher covers as paid when placed: nothing to pay, and the table, the board and the staff see it paid', async () => {
    const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, payment_method: 'card', voucher_code: 'FREELEMONADE', products: [orderLine(24, 1)] });
    const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() } });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ total: 0, payment_method: 'card', payment_due: false });
    const token = placed.json().token as string;
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}/orders/${token}` })).json()).toMatchObject({ paid: true, total: 0 });
    // Everything ordered at the table is paid: no bill to bring.
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}` })).json().paid_off).toBe(true);
    const board = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json();
    expect(board.orders[0]).toMatchObject({ table_number: '3', total: 0, paid: true });
    expect((await t.app.inject({ method: 'GET', url: '/staff/open-orders', headers: staff(1) })).json().orders).toEqual([]);
  });

  it('leaves a table order paid to the waiter that costs nothing for the staff to confirm', async () => {
    const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, payment_method: 'cash-pickup', voucher_code: 'FREELEMONADE', products: [orderLine(24, 1)] });
    const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() } });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ total: 0, payment_method: 'cash-pickup' });
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}/orders/${placed.json().token}` })).json().paid).toBe(false);
  });

  it('says up front whether the store takes table orders now, in the words the order would be refused with', async () => {
    const opened = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}`, headers: { 'content-language': 'es' } })).json();
    expect(await opened()).toMatchObject({ takes_orders_now: true, closed_message: '' });

    // 03:00 in Bucharest: the store is closed, and an order sent now is refused.
    clock = new Date('2026-11-25T01:00:00Z');
    const closed = await opened();
    expect(closed.takes_orders_now).toBe(false);
    expect(closed.closed_message).toBe(`${closed.store_name} no acepta pedidos en las mesas ahora.`);
    const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link });
    const refused = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID(), 'content-language': 'es' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.for_later).toBe(closed.closed_message);
  });

  it('shows the staff which table orders wait for an online payment', async () => {
    const place = (payment_method: string) =>
      t.app.inject({ method: 'POST', url: '/public/orders', payload: pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, payment_method: payment_method as never }), headers: { 'idempotency-key': randomUUID() } });
    expect((await place('card')).statusCode).toBe(201);
    expect((await place('cash-pickup')).statusCode).toBe(201);
    const board = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff(1) })).json();
    expect(board.orders.map((order: { payment_method: string; paid: boolean }) => [order.payment_method, order.paid]).sort()).toEqual([
      ['card', false],
      ['cash-pickup', false],
    ]);
  });

  it('refuses a table order without a valid link, at another store, for later, or without a name', async () => {
    const place = (overrides: object) =>
      t.app.inject({ method: 'POST', url: '/public/orders', payload: pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, ...overrides }), headers: { 'idempotency-key': randomUUID() } });
    expect((await place({ table_link: 'AAAAAAAAAAAAAAAAAAAAAA' })).json().fields.table_link).toBe('This table code is no longer valid. Please ask the staff for the current one.');
    expect((await place({ table_link: null })).json().fields.table_link).toBeDefined();
    expect((await place({ store_id: otherStoreTable.store_id })).json().fields.store_id).toBe('Table 3 is at another store.');
    expect((await place({ for_later: true, later_day: '2026-11-26', later_time: '12:00' })).json().fields.for_later).toBe('An order from the table is prepared now.');
    expect((await place({ name: ' ' })).json().fields.name).toBe('Please enter your full name.');
    expect(await t.app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('leaves out an e-mail or phone the table form never showed that is not valid (a half-typed one left in the cart), and keeps a valid one', async () => {
    const place = (overrides: object) =>
      t.app.inject({ method: 'POST', url: '/public/orders', payload: pickupOrder({ delivery_type: 'table', pickup_type: null, table_link: table.link, ...overrides }), headers: { 'idempotency-key': randomUUID() } });
    const stored = async (token: string) => t.app.db.selectFrom('orders').select(['email', 'phone']).where('token', '=', token).executeTakeFirstOrThrow();

    const halfTyped = await place({ phone: '0722', email: 'ana@' });
    expect(halfTyped.statusCode).toBe(201);
    expect(await stored(halfTyped.json().token)).toEqual({ email: '', phone: '' });
    const wrongCountry = await place({ phone: '0722 123 456', phone_country: 'LT', email: 'not-an-email' });
    expect(wrongCountry.statusCode).toBe(201);
    expect(await stored(wrongCountry.json().token)).toEqual({ email: '', phone: '' });
    const valid = await place({});
    expect(valid.statusCode).toBe(201);
    expect(await stored(valid.json().token)).toEqual({ email: 'ana@example.com', phone: '0722 123 456' });
    // Elsewhere the same phone is still refused: the pickup form shows it.
    const pickup = await t.app.inject({ method: 'POST', url: '/public/orders', payload: pickupOrder({ phone: '0722' }), headers: { 'idempotency-key': randomUUID() } });
    expect(pickup.statusCode).toBe(422);
    expect(pickup.json().fields.phone).toBeDefined();
  });

  it('takes table orders in the opening hours of a store that offers no takeaway', async () => {
    await t.app.db.updateTable('stores').set({ has_pickup: false }).where('id', '=', 1).execute();
    const opened = (await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}` })).json();
    expect(opened).toMatchObject({ takes_orders_now: true, closed_message: '' });
    const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link });
    const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() } });
    expect(placed.statusCode).toBe(201);
    // Takeaway itself stays refused there.
    const pickup = await t.app.inject({ method: 'POST', url: '/public/orders', payload: pickupOrder(), headers: { 'idempotency-key': randomUUID() } });
    expect(pickup.json().fields.delivery_type).toBeDefined();

    // Its hours still hold: at 03:00 the tables take nothing.
    clock = new Date('2026-11-25T01:00:00Z');
    expect((await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}` })).json().takes_orders_now).toBe(false);
  });

  it("says while a table order's online payment is being confirmed, so the table does not offer to pay it again", async () => {
    const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, payment_method: 'card', products: [orderLine(24, 2)] });
    const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() } });
    const token = placed.json().token as string;
    const state = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${table.link}/orders/${token}` })).json();
    expect(await state()).toMatchObject({ paid: false, payment_under_way: false });
    expect((await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token } })).statusCode).toBe(201);
    // Started, not yet paid: the form to pay is still the guest's to fill in.
    expect(await state()).toMatchObject({ paid: false, payment_under_way: false });
    const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow();
    for (const status of ['processing', 'error_checking'] as const) {
      await t.app.db.updateTable('payments').set({ status }).where('order_id', '=', id).execute();
      expect(await state()).toMatchObject({ paid: false, payment_under_way: true });
    }
    await t.app.db.updateTable('payments').set({ status: 'requires_payment_method' }).where('order_id', '=', id).execute();
    expect(await state()).toMatchObject({ paid: false, payment_under_way: false });
    // Paid, it is said paid, not under way.
    await t.app.db.updateTable('payments').set({ status: 'succeeded' }).where('order_id', '=', id).execute();
    await t.app.db.updateTable('orders').set({ paid_at: clock }).where('id', '=', id).execute();
    expect(await state()).toMatchObject({ paid: true, payment_under_way: false });
  });

  it("prints the store's QR codes, each opening the shop on its table", async () => {
    const sheet = await t.app.inject({ method: 'GET', url: '/staff/table-codes.svg', headers: staff(1) });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('image/svg+xml');
    const tables = await t.app.db.selectFrom('store_tables').selectAll().where('store_id', '=', 1).execute();
    expect(sheet.body.match(/<svg /g)).toHaveLength(tables.length + 1);
    expect(sheet.body).toContain('>Table 3<');
    // Labelled in the staff page's language.
    const lithuanian = await t.app.inject({ method: 'GET', url: '/staff/table-codes.svg', headers: { ...staff(1), 'content-language': 'lt' } });
    expect(lithuanian.body).toContain('>Staliukas 3<');
    expect(lithuanian.body).not.toContain('>Table 3<');
    // The code drawn for table 3 is exactly the QR code of its address.
    const expected = await QRCode.toString(tableAddress(t.app.shopUrl, table.link), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    const modules = /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(expected)![1]!;
    expect(sheet.body).toContain(modules);
    expect((await t.app.inject({ method: 'GET', url: '/staff/table-codes.svg' })).statusCode).toBe(401);
  });
});

describe('staff codes', () => {
  it('reads STAFF_TOKENS and refuses short codes', () => {
    expect(staffTokensFrom(undefined)).toBeNull();
    expect(staffTokensFrom('1:abcdefghijkl,2:mnopqrstuvwx:yz')).toEqual([
      { storeId: 1, token: 'abcdefghijkl' },
      { storeId: 2, token: 'mnopqrstuvwx:yz' },
    ]);
    expect(() => staffTokensFrom('1:short')).toThrow(/at least 12 characters/);
    expect(() => staffTokensFrom('x:abcdefghijkl')).toThrow();
  });

  it('answers the store of a code; the development codes only in development', () => {
    const tokens = [{ storeId: 2, token: 'abcdefghijkl' }];
    expect(staffStoreOf({ development: false, tokens }, 'abcdefghijkl')).toBe(2);
    expect(staffStoreOf({ development: false, tokens }, 'abcdefghijkm')).toBeUndefined();
    expect(staffStoreOf({ development: false, tokens }, 'dev-staff-1')).toBeUndefined();
    expect(staffStoreOf({ development: false, tokens: [] }, 'dev-staff-1')).toBeUndefined();
    expect(staffStoreOf({ development: true, tokens: [] }, 'dev-staff-1')).toBe(1);
    expect(staffStoreOf({ development: true, tokens: [] }, undefined)).toBeUndefined();
  });
});
