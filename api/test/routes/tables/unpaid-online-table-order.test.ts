import { sql } from 'kysely';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { abandonOverdueOrders } from '../../../src/domain/orders/unpaid-order-abandonment';
import { bearer, registerUser, type Registered } from '../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../helpers/orders';
import { nextAddress, SHOP_OPEN } from '../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A guest at a table who chose to pay online and left without paying (the tab closed, the card
 * declined): the order is cancelled at its deadline as any order paid online, so its points and
 * voucher come back and the table no longer owes for it.
 */
let t: TestApp;
let link: string;
let tables: string[];
const staff = { 'x-staff-code': 'dev-staff-1' };

beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, staffTokens: { development: true, tokens: [] }, payments: { stripe: null, paypal: null } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  tables = (await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).orderBy('id').execute()).map((table) => table.link);
});
afterAll(() => t.close());
// Each test at a table of its own: what one ordered says nothing of another's.
beforeEach(() => {
  link = tables.shift()!;
});

const tableOrder = (overrides: Parameters<typeof pickupOrder>[0], headers: Record<string, string> = {}) =>
  placeOrder(t.app, pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', name: 'Ana', table_link: link, ...overrides }), headers);

const orderId = async (order: PlacedOrder) => (await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow()).id;

/** Moves the order's placing and its payments' last change past the deadline (the database's clock decides). */
async function pastItsDeadline(order: PlacedOrder): Promise<void> {
  const id = await orderId(order);
  const late = sql<Date>`now() - ${UNPAID_ORDER_DEADLINE_MINUTES + 1} * interval '1 minute'`;
  await t.app.db.updateTable('orders').set({ created_at: late }).where('id', '=', id).execute();
  await t.app.db.updateTable('payments').set({ updated_at: late }).where('order_id', '=', id).execute();
}

const pointsBalance = async (user: Registered) => (await t.app.inject({ method: 'GET', url: '/public/orders/points-offer', headers: bearer(user.token) })).json().balance;

const declinedCard = (order: PlacedOrder) =>
  t.app.inject({ method: 'POST', url: `/public/payments/${order.token}/sandbox-card`, payload: { card_number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() });

test('a table order never paid online is cancelled at its deadline: its points and voucher come back, and the staff are told it is', async () => {
  const user = await registerUser(t.app);
  await t.app.repositories.loyalty.record(user.id, { points: 120, reason: 'order', order_id: null });
  const order = await tableOrder(
    { payment_method: 'card', voucher_code: 'WELCOME20', loyalty_points: 25, products: [orderLine(1, 2, 112)], expected_total: 47 },
    bearer(user.token),
  );
  expect(order).toMatchObject({ total: 47, loyalty_points: 25, voucher_value: 20 });
  expect(await pointsBalance(user)).toBe(95);
  // The card is declined; the guest leaves.
  expect((await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: order.token }, remoteAddress: nextAddress() })).statusCode).toBe(201);
  expect((await declinedCard(order)).json()).toMatchObject({ status: 'requires_payment_method' });

  // Within its deadline nothing happens; past it, the round cancels it.
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  await pastItsDeadline(order);
  expect(await abandonOverdueOrders(t.app)).toBe(1);

  expect(await pointsBalance(user)).toBe(120);
  const voucher = await t.app.db.selectFrom('user_vouchers').select(['used_at', 'used_order_id']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  expect(voucher).toEqual({ used_at: null, used_order_id: null });
  // The guest left no e-mail: nobody is written to (no message to an empty address).
  expect(await t.app.db.selectFrom('outbox').select('id').where('recipient', '=', '').execute()).toEqual([]);

  // The staff's "paid here instead" no longer takes it, and says why.
  const paidHere = await t.app.inject({ method: 'POST', url: `/staff/orders/${await orderId(order)}/paid`, headers: staff, payload: { payment_method: 'cash-pickup' } });
  expect(paidHere.statusCode).toBe(409);
  expect(paidHere.json().message).toBe(
    `Order ${await orderId(order)} was cancelled because it was not paid online in time, and its bonus points and voucher went back to the guest. It cannot be paid any more: if the guest still wants it, place it again.`,
  );
});

test('a table order whose payment is under way is not cancelled at its deadline', async () => {
  const order = await tableOrder({ payment_method: 'card' });
  expect((await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: order.token }, remoteAddress: nextAddress() })).statusCode).toBe(201);
  await t.app.db.updateTable('payments').set({ status: 'processing' }).where('order_id', '=', await orderId(order)).execute();
  await pastItsDeadline(order);
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  expect((await t.app.db.selectFrom('orders').select('abandoned_at').where('token', '=', order.token).executeTakeFirstOrThrow()).abandoned_at).toBeNull();
});

test('a table order the waiter has received is not cancelled at its deadline: it may be eaten, and is settled at the table', async () => {
  const order = await tableOrder({ payment_method: 'card' });
  const started = await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: order.token }, remoteAddress: nextAddress() });
  expect(started.json()).toMatchObject({ cancelled_if_unpaid: true, payment_deadline: expect.any(String) });
  expect((await t.app.inject({ method: 'POST', url: `/staff/table-orders/${await orderId(order)}/received`, headers: staff })).statusCode).toBe(200);
  // The guest's payment screen no longer warns of a cancellation that will not come.
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json()).toMatchObject({ cancelled_if_unpaid: false, payment_deadline: null });
  await pastItsDeadline(order);
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  expect((await t.app.inject({ method: 'POST', url: `/staff/orders/${await orderId(order)}/paid`, headers: staff, payload: { payment_method: 'cash-pickup' } })).statusCode).toBe(200);
});

test('a table order cancelled unpaid does not keep the table owing', async () => {
  const opened = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${link}` })).json();
  const cash = await tableOrder({ payment_method: 'cash-pickup' });
  const card = await tableOrder({ payment_method: 'card' });
  expect((await t.app.inject({ method: 'POST', url: `/staff/orders/${await orderId(cash)}/paid`, headers: staff })).statusCode).toBe(200);
  expect((await opened()).paid_off).toBe(false);

  await pastItsDeadline(card);
  const told = jest.spyOn(t.app.live, 'changed');
  try {
    expect(await abandonOverdueOrders(t.app)).toBe(1);
    // The guest's page and the staff board hear it live, not at their next reload.
    const table = await t.app.db.selectFrom('orders').select('table_id').where('token', '=', card.token).executeTakeFirstOrThrow();
    expect(told.mock.calls.map(([topic]) => topic)).toEqual(expect.arrayContaining([`table:${table.table_id}`, 'store-tables:1']));
  } finally {
    told.mockRestore();
  }
  // What the party ate is paid; the order they never paid for was cancelled: no bill to bring.
  expect((await opened()).paid_off).toBe(true);
  expect((await t.app.inject({ method: 'POST', url: `/public/tables/${link}/requests`, payload: { kind: 'bill' } })).statusCode).toBe(409);
});

test('a table order cancelled unpaid says so to the guest and on the board, and the waiter cannot receive it', async () => {
  const card = await tableOrder({ payment_method: 'card' });
  const cash = await tableOrder({ payment_method: 'cash-pickup' });
  await pastItsDeadline(card);
  expect(await abandonOverdueOrders(t.app)).toBe(1);
  const id = await orderId(card);

  // The guest's page: nothing to pay any more (the payment route refuses it), so it is not offered.
  const guest = async (order: PlacedOrder) => (await t.app.inject({ method: 'GET', url: `/public/tables/${link}/orders/${order.token}` })).json();
  expect(await guest(card)).toMatchObject({ status: 'sent_to_waiter', paid: false, cancelled: true, payment_under_way: false });
  expect(await guest(cash)).toMatchObject({ paid: false, cancelled: false });

  // The board: cancelled, not awaiting its payment.
  const board = async () => (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: staff })).json().orders as Array<{ id: number; cancelled: boolean; status: string }>;
  expect((await board()).find((order) => order.id === id)).toMatchObject({ cancelled: true, status: 'sent_to_waiter' });
  const cashId = await orderId(cash);
  expect((await board()).find((order) => order.id === cashId)).toMatchObject({ cancelled: false });

  // Received, it would be taken as on the table and settled there: refused, and left as it is.
  const received = await t.app.inject({ method: 'POST', url: `/staff/table-orders/${id}/received`, headers: staff });
  expect(received.statusCode).toBe(404);
  expect(received.json().message).toBe('There is nothing to acknowledge here any more.');
  expect((await t.app.db.selectFrom('orders').select('table_received_at').where('id', '=', id).executeTakeFirstOrThrow()).table_received_at).toBeNull();
  expect((await t.app.inject({ method: 'POST', url: `/staff/table-orders/${cashId}/received`, headers: staff })).statusCode).toBe(200);
});
