import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { groupOrderClient, line } from '../../../helpers/group-orders';
import { moneyReturned, paidByCard } from '../../../helpers/money-returned';
import { pickupOrder, placeOrder } from '../../../helpers/orders';
import { SHOP_OPEN } from '../../../helpers/placed-order';
import { paidBySandboxCard } from '../../../helpers/sandbox-card';

// The order history tells what the customer's money did: an order whose money all went back is
// not "Paid", and a split group's organiser sees what they paid beside the group's total.
// Old Town (1): Margherita 40 cm (size 112) 46 + pack 2; Penne arrabbiata (11) 29 + pack 1.5;
// House lemonade (24) 14.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

async function historyOf(user: Registered) {
  return (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(user.token) })).json();
}

test('an order whose money all went back is listed as such, past at once, and no longer holds the account', async () => {
  const customer = await registerUser(t.app);
  const payment = await paidByCard(t.app, customer);
  expect((await historyOf(customer))[0]).toMatchObject({ status: 'paid', current: true, total: 140, paid_by_customer: 140 });

  await moneyReturned(t.app, payment, 'refunded', `refund-${payment.id}`);
  expect((await historyOf(customer))[0]).toMatchObject({ status: 'money_returned', current: false, total: 140 });
  const deleted = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(customer.token), payload: { password: customer.password } });
  expect(deleted.statusCode).toBe(200);
});

test("part of a payment's money going back leaves the order paid: nothing records how much went back", async () => {
  const customer = await registerUser(t.app);
  const payment = await paidByCard(t.app, customer);
  await moneyReturned(t.app, payment, 'refunded', `refund-part-${payment.id}`, 5);
  expect((await historyOf(customer))[0]).toMatchObject({ status: 'paid', current: true });
});

test("a split group's order tells its organiser what they paid besides the group's total", async () => {
  const go = groupOrderClient(t.app);
  const organiser = await registerUser(t.app);
  const { link, participant_token: olga } = await go.start({ payment_mode: 'split', products: [line(1, 1, 112)] });
  const ana = await go.join(link, 'Ana');
  await go.add(ana, 11, 2);
  for (const token of [olga, ana]) expect((await go.act('confirm', { participant_token: token })).status).toBe('OK');
  const placed = await placeOrder(t.app, pickupOrder({ products: [], payment_method: 'card', group_order: { order_token: link, participant_token: olga } }), bearer(organiser.token));
  expect(placed.total).toBe(109);
  for (const token of [ana, olga]) await paidBySandboxCard(t.app, (await go.panel(link, token)).me.payment_token!);

  expect((await historyOf(organiser))[0]).toMatchObject({ status: 'paid', total: 109, paid_by_customer: 48 });
});
