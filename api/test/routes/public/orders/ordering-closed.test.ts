import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { groupOrderClient, line as groupLine } from '../../../helpers/group-orders';
import { orderLine as line, openShopApp, orderRefusalsIn, pickupOrder } from '../../../helpers/orders';
import { nextAddress } from '../../../helpers/placed-order';
import type { TestApp } from '../../../helpers/test-app';

// Spec §3/§9 allow_ordering false: the catalog hides its add buttons, and the API places no order
// however it comes (a cart saved before, a table, a group order, a direct call), nothing stored.
let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.db.updateTable('website').set({ allow_ordering: null }).execute();
});

const closeOrdering = () => t.app.db.updateTable('website').set({ allow_ordering: false }).execute();

async function orderCount(): Promise<number> {
  const row = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function place(body: PlaceOrderRequest) {
  return t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() }, remoteAddress: nextAddress() });
}

async function tableOrder(): Promise<PlaceOrderRequest> {
  const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
  return pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, products: [line(24)] });
}

test('an order, a table order and a direct call are refused in the language of the order, and nothing is stored', async () => {
  await closeOrdering();
  const before = await orderCount();
  const order = pickupOrder({ products: [line(24)] });
  expect(await orderRefusalsIn(t.app, 'en', order)).toEqual({ ordering: 'Online ordering is closed right now: no orders can be placed.' });
  expect(await orderRefusalsIn(t.app, 'es', order)).toEqual({ ordering: 'Los pedidos en línea están cerrados ahora: no se pueden hacer pedidos.' });
  expect(await orderRefusalsIn(t.app, 'lt', order)).toEqual({ ordering: 'Užsakymai internetu šiuo metu nepriimami: užsakyti negalima.' });
  expect(await orderRefusalsIn(t.app, 'ro', order)).toEqual({ ordering: 'Comenzile online sunt închise acum: nu se pot plasa comenzi.' });
  const atTable = await place(await tableOrder());
  expect(atTable.statusCode).toBe(422);
  expect(atTable.json().message).toBe('Online ordering is closed right now: no orders can be placed.');
  expect(await orderCount()).toBe(before);
});

test('the same orders are placed while the brand takes orders (unset is true)', async () => {
  expect((await place(pickupOrder({ products: [line(24)] }))).statusCode).toBe(201);
  expect((await place(await tableOrder())).statusCode).toBe(201);
});

test('a group order started before is not placed, and none can be started', async () => {
  const go = groupOrderClient(t.app);
  const { link, participant_token } = await go.start({ products: [groupLine(24)], payment_mode: 'organiser' });
  await closeOrdering();
  const before = await orderCount();
  const placed = await go.place(link, participant_token, { payment_method: 'cash-pickup' });
  expect(placed.statusCode).toBe(422);
  expect(placed.json().fields).toEqual({ ordering: 'Online ordering is closed right now: no orders can be placed.' });
  expect(await orderCount()).toBe(before);

  const started = await go.post('', { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split' }, 'es');
  expect(started.statusCode).toBe(422);
  expect(started.json().message).toBe('Los pedidos en línea están cerrados ahora: no se pueden hacer pedidos.');
  expect(await t.app.db.selectFrom('group_orders').select('id').execute()).toHaveLength(1);
});
