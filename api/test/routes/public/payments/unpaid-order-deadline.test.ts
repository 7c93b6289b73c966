import { sql } from 'kysely';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { abandonOverdueOrders } from '../../../../src/domain/orders/unpaid-order-abandonment';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../../helpers/orders';
import { nextAddress, paidAt, SHOP_OPEN, startPayment } from '../../../helpers/placed-order';
import { groupOrderClient, line } from '../../../helpers/group-orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// An order paid online and not paid within the deadline is abandoned: nothing can pay it any more,
// and what it took (points, the account's voucher, its kitchen slot) is given back.
const ABANDONED =
  'This order was not paid within 30 minutes, so it was cancelled and will not be prepared. Any bonus points or voucher it used are back in your account.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, sandboxSettleMs: 60_000 } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(() => t.close());

/** Abandons the order without its payment's provider being asked (the repository's step alone). */
function abandonNow(orderId: number) {
  return t.app.repositories.abandonedOrders.abandon(orderId, [], (order) => ({ channel: 'email', recipient: order.email, subject: 'cancelled', body: order.token }));
}

/** Moves the order's placing, its change of method and its payments' last change `minutes` into the past (the database's clock decides). */
async function backdate(order: PlacedOrder, minutes: number): Promise<void> {
  const id = (await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow()).id;
  const earlier = (column: string) => sql<Date>`${sql.ref(column)} - ${minutes} * interval '1 minute'`;
  // A method never changed stays so: null minus an interval is null.
  await t.app.db.updateTable('orders').set({ created_at: earlier('created_at'), payment_method_changed_at: earlier('payment_method_changed_at') }).where('id', '=', id).execute();
  await t.app.db.updateTable('payments').set({ updated_at: earlier('updated_at'), attempt_started_at: earlier('attempt_started_at') }).where('order_id', '=', id).execute();
}

function pay(orderToken: string, card_number = '4242 4242 4242 4242') {
  return t.app.inject({ method: 'POST', url: `/public/payments/${orderToken}/sandbox-card`, payload: { card_number, expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() });
}

const LATE = UNPAID_ORDER_DEADLINE_MINUTES + 1;

async function pointsBalance(user: Registered): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/public/orders/points-offer', headers: bearer(user.token) })).json().balance;
}

/** A signed-in customer's card order of two Margherita 40 cm (96) with WELCOME20 (-20) and 25 points: 51. */
async function cardOrderWithBenefits(): Promise<{ user: Registered; order: PlacedOrder }> {
  const user = await registerUser(t.app);
  await t.app.repositories.loyalty.record(user.id, { points: 120, reason: 'order', order_id: null });
  const order = await placeOrder(
    t.app,
    pickupOrder({ payment_method: 'card', voucher_code: 'WELCOME20', loyalty_points: 25, products: [orderLine(1, 2, 112)], expected_total: 51 }),
    bearer(user.token),
  );
  expect(order).toMatchObject({ total: 51, loyalty_points: 25, voucher_value: 20, payment_due: true });
  expect(await pointsBalance(user)).toBe(95);
  return { user, order };
}

/** The e-mails written about the order (its token is in the link), to its customer. */
async function mailsAbout(order: PlacedOrder, recipient = 'ana@example.com') {
  return (await t.app.repositories.outbox.list({ recipient, limit: 100 })).filter((mail) => mail.body.includes(order.token));
}

test('an order left unpaid past the deadline cannot be paid, and its points and voucher are given back', async () => {
  const { user, order } = await cardOrderWithBenefits();
  expect((await startPayment(t.app, order.token)).statusCode).toBe(201);
  await backdate(order, LATE);

  const refused = await pay(order.token);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(ABANDONED);
  expect(await paidAt(t.app, order.token)).toBeNull();
  // Every other way to pay it says the same: starting again, or another method.
  expect((await startPayment(t.app, order.token)).json()).toMatchObject({ statusCode: 409, message: ABANDONED });
  const otherMethod = await t.app.inject({ method: 'PUT', url: `/public/payments/${order.token}/method`, payload: { payment_method: 'cash-pickup' }, remoteAddress: nextAddress() });
  expect(otherMethod.json()).toMatchObject({ statusCode: 409, message: ABANDONED });

  expect(await pointsBalance(user)).toBe(120);
  const history = await t.app.repositories.loyalty.history(user.id);
  expect(history.filter((entry) => entry.order_id !== null).map(({ points, reason }) => ({ points, reason }))).toEqual(
    expect.arrayContaining([{ points: -25, reason: 'redeemed' }, { points: 25, reason: 'returned' }]),
  );
  const voucher = await t.app.db.selectFrom('user_vouchers').select(['used_at', 'used_order_id']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  expect(voucher).toEqual({ used_at: null, used_order_id: null });

  // The customer is told by e-mail that the food is not coming, and what came back.
  const [told] = (await t.app.repositories.outbox.list({ recipient: 'ana@example.com', limit: 50 })).filter((mail) => mail.body.includes(order.token));
  expect(told!.subject).toBe('Your order at Casa Aurora Old Town was cancelled');
  expect(told!.body).toBe(
    [
      'Hello Ana Pop, your order at Casa Aurora Old Town was not paid within 30 minutes of being placed, so it was cancelled and will not be prepared. Nothing was charged.',
      'The 25 bonus points it used are back in your account.',
      'The voucher WELCOME20 is yours to use again.',
      '',
      `The order: http://localhost:3000/order-success/${order.token}`,
      'To order again: http://localhost:3000/',
    ].join('\n'),
  );

  // Its confirmation, held until the order was paid, is not left waiting for a payment that cannot come.
  const orderId = (await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow()).id;
  expect(await t.app.db.selectFrom('outbox').select('id').where('held_for_order_id', '=', orderId).execute()).toEqual([]);

  // The order says so, and the account's history shows it cancelled, not coming.
  const shown = (await t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json();
  expect(shown).toMatchObject({ abandoned: true, payment_due: false });
  const listed = (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(user.token) })).json();
  expect(JSON.stringify(listed)).toContain('"status":"abandoned"');
});

test('the refusal is in the language of the request', async () => {
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await backdate(order, LATE);
  const res = await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: order.token }, headers: { 'content-language': 'es' }, remoteAddress: nextAddress() });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/^Este pedido no se pagó en 30 minutos, así que se ha cancelado/);
});

test('within the deadline, and within the deadline after a declined attempt, the order is paid as usual', async () => {
  const young = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await startPayment(t.app, young.token);
  await backdate(young, UNPAID_ORDER_DEADLINE_MINUTES - 1);
  expect((await pay(young.token)).json()).toMatchObject({ status: 'succeeded' });

  // Placed long ago, but the customer tried a card a few minutes ago: they get the time again to try another.
  const retried = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await startPayment(t.app, retried.token);
  expect((await pay(retried.token, '4000 0000 0000 0002')).json()).toMatchObject({ status: 'requires_payment_method' });
  await t.app.db.updateTable('orders').set({ created_at: sql<Date>`created_at - interval '90 minutes'` }).where('token', '=', retried.token).execute();
  expect((await pay(retried.token)).json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, retried.token)).not.toBeNull();
});

test("the order's own answer says by when it must be paid: after its placing, then after its last attempt", async () => {
  const read = async (token: string) => (await t.app.inject({ method: 'GET', url: `/public/orders/${token}` })).json();
  const minutesAfter = (from: string, deadline: string) => (Date.parse(deadline) - Date.parse(from)) / 60_000;
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  const placed = await read(order.token);
  expect(minutesAfter(placed.created_at, placed.payment_deadline)).toBe(UNPAID_ORDER_DEADLINE_MINUTES);

  // Placed 20 minutes ago and a card declined now: the time runs again from the attempt.
  await backdate(order, 20);
  await startPayment(t.app, order.token);
  expect((await pay(order.token, '4000 0000 0000 0002')).json()).toMatchObject({ status: 'requires_payment_method' });
  const attempted = await read(order.token);
  expect(minutesAfter(attempted.created_at, attempted.payment_deadline)).toBeGreaterThanOrEqual(20 + UNPAID_ORDER_DEADLINE_MINUTES - 1);

  // Nothing to pay by: paid, in cash, or cancelled.
  expect((await pay(order.token)).json()).toMatchObject({ status: 'succeeded' });
  const cash = await placeOrder(t.app, pickupOrder({ payment_method: 'cash-pickup', products: [orderLine(24, 2)] }));
  const late = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await backdate(late, LATE);
  await abandonOverdueOrders(t.app);
  for (const token of [order.token, cash.token, late.token]) expect(await read(token)).not.toHaveProperty('payment_deadline');
});

test("the payment says the same time as the order's answer, moved on by a declined attempt, and none once paid", async () => {
  const deadlineOfOrder = async (token: string) => (await t.app.inject({ method: 'GET', url: `/public/orders/${token}` })).json().payment_deadline;
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  const started = (await startPayment(t.app, order.token)).json();
  expect(started.payment_deadline).toBe(await deadlineOfOrder(order.token));

  // Placed 20 minutes ago: 10 minutes left, until a declined card gives the time again.
  await backdate(order, 20);
  const readPayment = async () => (await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json();
  const waited = (await readPayment()).payment_deadline;
  expect(Date.parse(started.payment_deadline) - Date.parse(waited)).toBe(20 * 60_000);
  const declined = (await pay(order.token, '4000 0000 0000 0002')).json();
  expect(declined).toMatchObject({ status: 'requires_payment_method' });
  expect(Date.parse(declined.payment_deadline)).toBeGreaterThan(Date.parse(waited) + 19 * 60_000);
  expect(declined.payment_deadline).toBe(await deadlineOfOrder(order.token));
  expect((await readPayment()).payment_deadline).toBe(declined.payment_deadline);

  expect((await pay(order.token)).json()).toMatchObject({ status: 'succeeded', payment_deadline: null });
});

test('a payment under way with its provider is not abandoned: the money may be on its way', async () => {
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await startPayment(t.app, order.token);
  // The sandbox's card that stays processing (for a minute here).
  expect((await pay(order.token, '4000 0000 0000 0077')).json()).toMatchObject({ status: 'processing', payment_deadline: null });
  await backdate(order, LATE);
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json()).toMatchObject({ status: 'processing' });
});

test('a round abandons the overdue online orders nobody came back to, and frees their kitchen slots', async () => {
  const overdue = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  const young = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  const cash = await placeOrder(t.app, pickupOrder({ payment_method: 'cash-pickup', products: [orderLine(24, 2)] }));
  await backdate(overdue, LATE);
  await backdate(cash, LATE);
  const slotOf = async (token: string) => t.app.db.selectFrom('orders').select(['slot_day', 'slot_time']).where('token', '=', token).executeTakeFirstOrThrow();
  const { slot_day, slot_time } = await slotOf(overdue.token);
  const taken = async () => (await t.app.repositories.orders.takenSlots(1, 'pickup', slot_day!)).get(`${slot_day} ${slot_time}`) ?? 0;
  const before = await taken();

  expect(await abandonOverdueOrders(t.app)).toBeGreaterThanOrEqual(1);
  const abandoned = async (token: string) => (await t.app.inject({ method: 'GET', url: `/public/orders/${token}` })).json().abandoned;
  expect([await abandoned(overdue.token), await abandoned(young.token), await abandoned(cash.token)]).toEqual([true, false, false]);
  expect(await taken()).toBe(before - 1);
  // A second round finds nothing more to do with it.
  expect(await t.app.repositories.abandonedOrders.isOverdue((await t.app.db.selectFrom('orders').select('id').where('token', '=', overdue.token).executeTakeFirstOrThrow()).id)).toBe(false);
});

test('an order abandoned while a payment was being started refuses that start, and a change of method', async () => {
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await backdate(order, LATE);
  const id = (await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow()).id;
  expect(await abandonNow(id)).toBe('abandoned');
  // The checks a start and a change make under the order's lock, after the route let them through.
  const claim = await t.app.repositories.payments.claim({ token: order.token, order_id: id, method: 'card', provider: 'sandbox', amount: order.total, currency: 'RON' });
  expect(claim).toBe('abandoned');
  expect(await t.app.repositories.payments.changeMethod(id, 'cash-pickup', null)).toBe('abandoned');
  expect(await abandonNow(id)).toBe('not_overdue');
});

test("the payment says whether its order is cancelled unpaid: an order's own yes, a group's order no, and a group's is never abandoned", async () => {
  const own = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  expect((await startPayment(t.app, own.token)).json()).toMatchObject({ cancelled_if_unpaid: true });

  const go = groupOrderClient(t.app);
  const { link, participant_token: organiser } = await go.start({ products: [line(24)], payment_mode: 'integral' });
  expect((await go.act('confirm', { participant_token: organiser })).status).toBe('OK');
  const placed = await go.place(link, organiser, { payment_method: 'card' });
  expect(placed.statusCode).toBe(201);
  const group = placed.json() as PlacedOrder;
  expect((await startPayment(t.app, group.token)).json()).toMatchObject({ cancelled_if_unpaid: false, payment_deadline: null });
  await backdate(group, LATE);
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  expect((await startPayment(t.app, group.token)).statusCode).toBe(200);
});

test('the e-mail is in the language the order was placed in, and names nothing given back when nothing was taken', async () => {
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', email: 'lucia@example.com', products: [orderLine(24, 2)] }), { 'content-language': 'es' });
  await backdate(order, LATE);
  expect(await abandonOverdueOrders(t.app)).toBe(1);
  const [told] = await t.app.repositories.outbox.list({ recipient: 'lucia@example.com', limit: 5 });
  expect(told!.subject).toBe('Tu pedido en Casa Aurora Old Town se ha cancelado');
  expect(told!.body.split('\n')).toEqual([
    'Hola, Ana Pop: tu pedido en Casa Aurora Old Town no se pagó en los 30 minutos siguientes a hacerlo, así que se ha cancelado y no se preparará. No se ha cobrado nada.',
    '',
    `El pedido: http://localhost:3000/order-success/${order.token}`,
    'Para pedir de nuevo: http://localhost:3000/',
  ]);
});

test('an order left from long before (the first round after the rule is deployed) gives back its points without an e-mail', async () => {
  const { user, order } = await cardOrderWithBenefits();
  await backdate(order, 2 * 24 * 60);
  expect(await abandonOverdueOrders(t.app)).toBe(1);
  expect(await pointsBalance(user)).toBe(120);
  const mails = await t.app.repositories.outbox.list({ recipient: 'ana@example.com', limit: 100 });
  expect(mails.filter((mail) => mail.body.includes(order.token))).toEqual([]);
});

/** The order's own payment as stored (not asking its provider, as GET public/payments would). */
function storedPayment(orderToken: string) {
  return t.app.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.status', 'payments.provider_payment_id', 'payments.replaced_at', 'orders.paid_at', 'orders.abandoned_at'])
    .where('orders.token', '=', orderToken)
    .executeTakeFirstOrThrow();
}

/** An order whose sandbox card stays processing (for a minute here, and the test's clock stands still): overdue. */
async function overdueProcessingOrder(minutesLate = LATE): Promise<PlacedOrder> {
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await startPayment(t.app, order.token);
  expect((await pay(order.token, '4000 0000 0000 0077')).json()).toMatchObject({ status: 'processing' });
  await backdate(order, minutesLate);
  return order;
}

test('a payment left processing is asked about by the round: settled since, its order is paid, not left waiting', async () => {
  const order = await overdueProcessingOrder();
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  expect(await storedPayment(order.token)).toMatchObject({ status: 'processing', paid_at: null, abandoned_at: null });

  // The provider settled it; its word never came by itself.
  const { provider_payment_id: providerPaymentId } = await storedPayment(order.token);
  await t.app.db.updateTable('sandbox_charges').set({ settles_at: new Date(SHOP_OPEN.getTime() - 1000) }).where('payment_id', '=', providerPaymentId!).execute();
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  expect(await storedPayment(order.token)).toMatchObject({ status: 'succeeded', paid_at: SHOP_OPEN, abandoned_at: null });
});

test('a payment left processing that failed at its provider becomes payable again (another card or method), then is abandoned in time', async () => {
  const order = await overdueProcessingOrder();
  const { provider_payment_id: providerPaymentId } = await storedPayment(order.token);
  await t.app.db.updateTable('sandbox_charges').set({ outcome: 'requires_payment_method' }).where('payment_id', '=', providerPaymentId!).execute();
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  // Learnt just now: the customer gets the time again to try another card or method.
  expect(await storedPayment(order.token)).toMatchObject({ status: 'requires_payment_method', abandoned_at: null });
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json()).toMatchObject({ abandoned: false, payment_due: true });
  await backdate(order, LATE);
  expect(await abandonOverdueOrders(t.app)).toBe(1);
  expect(await storedPayment(order.token)).toMatchObject({ abandoned_at: expect.any(Date), replaced_at: expect.any(Date) });
});

test('a payment its provider could not verify holds its order a day, then the order is abandoned and gives back its points and voucher', async () => {
  const { user, order } = await cardOrderWithBenefits();
  await startPayment(t.app, order.token);
  // The sandbox's card its bank could not verify: the customer is told to check their bank, not to pay again.
  expect((await pay(order.token, '4000 0000 0000 0119')).json()).toMatchObject({ status: 'error_checking' });
  await backdate(order, LATE);
  expect(await abandonOverdueOrders(t.app)).toBe(0);
  expect(await storedPayment(order.token)).toMatchObject({ status: 'error_checking', abandoned_at: null, replaced_at: null });

  // Still unverified a day after: nothing more will come of it.
  await backdate(order, 24 * 60);
  expect(await abandonOverdueOrders(t.app)).toBe(1);
  expect(await storedPayment(order.token)).toMatchObject({ status: 'error_checking', abandoned_at: expect.any(Date), replaced_at: expect.any(Date) });
  expect(await pointsBalance(user)).toBe(120);

  // Placed more than a day before, and still written to: their bank may show a charge, so not "nothing was charged".
  const [told] = await mailsAbout(order);
  expect(told!.subject).toBe('Your order at Casa Aurora Old Town was cancelled');
  expect(told!.body.split('\n')).toEqual([
    'Hello Ana Pop, we could not verify the payment for your order at Casa Aurora Old Town, so the order was cancelled and will not be prepared. If your bank shows a charge for it, contact Casa Aurora Old Town to have it refunded.',
    'The 25 bonus points it used are back in your account.',
    'The voucher WELCOME20 is yours to use again.',
    '',
    `The order: http://localhost:3000/order-success/${order.token}`,
    'To order again: http://localhost:3000/',
  ]);
});

test("the order's own answer says whether its customer may have been charged: its payment closed unverified, or confirmed since", async () => {
  const read = async (token: string) => (await t.app.inject({ method: 'GET', url: `/public/orders/${token}` })).json();
  const unverified = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await startPayment(t.app, unverified.token);
  expect((await pay(unverified.token, '4000 0000 0000 0119')).json()).toMatchObject({ status: 'error_checking' });
  expect(await read(unverified.token)).not.toHaveProperty('payment_unverified');
  const plain = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await startPayment(t.app, plain.token);
  await backdate(unverified, LATE + 24 * 60);
  await backdate(plain, LATE);
  expect(await abandonOverdueOrders(t.app)).toBeGreaterThanOrEqual(2);

  expect(await read(unverified.token)).toMatchObject({ abandoned: true, payment_unverified: true });
  expect(await read(plain.token)).toMatchObject({ abandoned: true, payment_unverified: false });

  // The provider's word after the closing: a charge confirmed is still money to give back; a failure charged nothing.
  const { id: paymentId } = await storedPayment(unverified.token);
  const setStatus = (status: 'succeeded' | 'requires_payment_method') => t.app.db.updateTable('payments').set({ status }).where('id', '=', paymentId).execute();
  await setStatus('succeeded');
  expect(await read(unverified.token)).toMatchObject({ payment_unverified: true });
  await setStatus('requires_payment_method');
  expect(await read(unverified.token)).toMatchObject({ payment_unverified: false });
});

/** A cash order switched to card now, `placedBefore` minutes after it was placed, then left unpaid past the deadline. */
async function switchedToCardUnpaid(placedBefore: number, email: string): Promise<PlacedOrder> {
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'cash-pickup', email, products: [orderLine(24, 2)] }));
  await backdate(order, placedBefore);
  const switched = await t.app.inject({ method: 'PUT', url: `/public/payments/${order.token}/method`, payload: { payment_method: 'card' }, remoteAddress: nextAddress() });
  expect(switched.json()).toMatchObject({ payment_method: 'card' });
  await backdate(order, LATE);
  expect(await abandonOverdueOrders(t.app)).toBeGreaterThanOrEqual(1);
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json()).toMatchObject({ abandoned: true });
  return order;
}

test('an order switched to paying online is said not paid in time from the switch, not from its placing', async () => {
  const order = await switchedToCardUnpaid(10, 'switch@example.com');
  const [told] = await mailsAbout(order, 'switch@example.com');
  expect(told!.body.split('\n')[0]).toBe(
    'Hello Ana Pop, your order at Casa Aurora Old Town was not paid within 30 minutes of choosing to pay online, so it was cancelled and will not be prepared. Nothing was charged.',
  );
});

test('an order placed days before its switch to paying online is still written to: its time ran from the switch', async () => {
  const order = await switchedToCardUnpaid(2 * 24 * 60, 'switched-late@example.com');
  const [told] = await mailsAbout(order, 'switched-late@example.com');
  expect(told!.body.split('\n')[0]).toMatch(/^Hello Ana Pop, your order at Casa Aurora Old Town was not paid within 30 minutes of choosing to pay online/);
});

test('orders a round cannot close yet do not keep newer overdue orders from being abandoned', async () => {
  // Whatever earlier tests left overdue and closable goes first.
  await abandonOverdueOrders(t.app);
  // Older than any other overdue order, and settling for as long as the test runs.
  const stuck = [await overdueProcessingOrder(3 * 24 * 60), await overdueProcessingOrder(3 * 24 * 60)];
  const unpaid = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }));
  await backdate(unpaid, LATE);

  // Rounds as small as the stuck orders are many: the first takes them on, the next the newer order.
  expect(await abandonOverdueOrders(t.app, stuck.length)).toBe(0);
  expect(await abandonOverdueOrders(t.app, stuck.length)).toBe(1);
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${unpaid.token}` })).json()).toMatchObject({ abandoned: true });
  for (const order of stuck) expect(await storedPayment(order.token)).toMatchObject({ status: 'processing', abandoned_at: null });
});
