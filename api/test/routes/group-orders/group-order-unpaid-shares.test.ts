import { sql } from 'kysely';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import { abandonOverdueOrders } from '../../../src/domain/orders/unpaid-order-abandonment';
import { recordPaymentStatus } from '../../../src/domain/payments/record-payment-status';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN, nextAddress } from '../../helpers/placed-order';

// A split group order (each participant pays their own share) that is never paid in full: the
// participants who paid would wait for food that never comes, their money kept. It gets the unpaid
// order deadline, counted from its placing or the last change of any share's payment; once past,
// it is abandoned, the shares paid are logged for the shop to refund, and everyone is told.
// Pickup, split: Olga a lemonade (14), Ana and Ion a penne each (29 + 1.5 packaging = 30.50).
const REFUND = 'a share of a split group order abandoned unpaid was paid: the money must be refunded by the shop';
const PAID_AFTER_CLOSING = 'a payment succeeded for an order abandoned or paying by another method: the money must be refunded by the shop';
const LATE = UNPAID_ORDER_DEADLINE_MINUTES + 1;

let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, sandboxSettleMs: 3000 } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const payments = {
  start: (token: string) => t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, remoteAddress: nextAddress() }),
  pay: (token: string) =>
    t.app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() }),
};

/** A placed split group order of Olga (organiser), Ana and Ion, by card; each one's share token. */
async function placed() {
  const { link, participant_token: olga } = await go.start({ payment_mode: 'split', products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  const ion = await go.join(link, 'Ion');
  await go.add(ana, 11);
  await go.add(ion, 11);
  for (const token of [olga, ana, ion]) await go.act('confirm', { participant_token: token });
  const order = await go.place(link, olga, { payment_method: 'card' });
  if (order.statusCode !== 201) throw new Error(`placing answered ${order.statusCode}: ${order.body}`);
  const shareOf = async (token: string) => (await go.panel(link, token)).me.payment_token!;
  const orderId = (await t.app.db.selectFrom('orders').select('id').where('token', '=', order.json().token).executeTakeFirstOrThrow()).id;
  return { link, olga, ana, ion, orderId, shares: { olga: await shareOf(olga), ana: await shareOf(ana), ion: await shareOf(ion) } };
}

async function payShare(token: string): Promise<void> {
  expect((await payments.start(token)).statusCode).toBe(201);
  expect((await payments.pay(token)).json()).toMatchObject({ status: 'succeeded' });
}

/** Moves the order's placing `minutes` into the past, and its payments' last change `paymentMinutes` (the database's clock decides). */
async function backdate(orderId: number, minutes: number, paymentMinutes = minutes): Promise<void> {
  const earlier = (column: string, by: number) => sql<Date>`${sql.ref(column)} - ${by} * interval '1 minute'`;
  await t.app.db.updateTable('orders').set({ created_at: earlier('created_at', minutes) }).where('id', '=', orderId).execute();
  await t.app.db.updateTable('payments').set({ updated_at: earlier('updated_at', paymentMinutes), attempt_started_at: earlier('attempt_started_at', paymentMinutes) }).where('order_id', '=', orderId).execute();
}

const orderRow = (orderId: number) => t.app.db.selectFrom('orders').select(['abandoned_at', 'paid_at', 'token']).where('id', '=', orderId).executeTakeFirstOrThrow();

test('an overdue partly paid split group order is abandoned: the open share payment closed, the paid shares logged to refund, everyone told', async () => {
  const { link, ana, ion, orderId, shares } = await placed();
  await payShare(shares.olga);
  await payShare(shares.ana);
  // Ion opens his payment screen and leaves.
  expect((await payments.start(shares.ion)).statusCode).toBe(201);
  await backdate(orderId, LATE);

  const errors = jest.spyOn(t.app.log, 'error');
  expect(await abandonOverdueOrders(t.app)).toBe(1);
  const order = await orderRow(orderId);
  expect(order.abandoned_at).not.toBeNull();
  expect(order.paid_at).toBeNull();
  const refunds = errors.mock.calls.filter(([, message]) => message === REFUND).map(([fields]) => fields as { orderId: number; amount: string });
  expect(refunds.map((fields) => [fields.orderId, Number(fields.amount)])).toEqual([
    [orderId, 14],
    [orderId, 30.5],
  ]);

  // Ion's payment is closed: he can pay nothing any more, on the screen he had open or a new one.
  const ionsPayment = await t.app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '!=', 'succeeded').executeTakeFirstOrThrow();
  expect(ionsPayment.replaced_at).not.toBeNull();
  expect((await payments.pay(shares.ion)).statusCode).toBe(409);
  const refused = await payments.start(shares.ion);
  expect(refused.statusCode).toBe(409);
  // Said as a share's: no points nor voucher to give back, and a share paid is refunded.
  expect(refused.json().message).toBe('This group order was cancelled because not every share was paid in time, so it will not be prepared. A share already paid is refunded by the shop.');
  expect((await payments.start(shares.ana)).json().message).toMatch(/^This group order was cancelled/);

  // Every panel says the order is cancelled; nobody is offered to pay.
  for (const token of [ana, ion]) {
    const view = await go.panel(link, token);
    expect(view.order).toMatchObject({ paid: false, cancelled_unpaid: true });
    expect(view.me.payment_token).toBeNull();
  }
  // The organiser (the order's e-mail) is told why, and that paid shares come back.
  const mails = (await t.app.repositories.outbox.list({ recipient: 'ana@example.com', limit: 100 })).filter((mail) => mail.body.includes(order.token));
  expect(mails.map((mail) => mail.body.split('\n')[0])).toEqual([
    'Hello Ana Pop, not every share of your group order at Casa Aurora Old Town was paid in time (within 30 minutes of the order or of the last attempt to pay a share), so it was cancelled and will not be prepared. Every share already paid will be refunded by the shop.',
  ]);

  // Should Ion's closed payment be charged after all, the shop is told to refund it.
  await recordPaymentStatus(t.app, ionsPayment, { status: 'succeeded', failure: null });
  expect(errors.mock.calls.filter(([, message]) => message === PAID_AFTER_CLOSING)).toHaveLength(1);
  expect((await orderRow(orderId)).paid_at).toBeNull();
});

test('a split group order with a share payment tried at the last minute gets its time again', async () => {
  const { orderId, shares } = await placed();
  await payShare(shares.olga);
  // Ana came to pay (and did not yet) 10 minutes ago, a while after the placing.
  expect((await payments.start(shares.ana)).statusCode).toBe(201);
  await backdate(orderId, LATE, 10);
  await abandonOverdueOrders(t.app);
  expect((await orderRow(orderId)).abandoned_at).toBeNull();
  await payShare(shares.ion);
  expect((await payments.pay(shares.ana)).json()).toMatchObject({ status: 'succeeded' });
  expect((await orderRow(orderId)).paid_at).not.toBeNull();
});

test('a fully paid split group order is left as it is', async () => {
  const { orderId, shares } = await placed();
  for (const token of Object.values(shares)) await payShare(token);
  await backdate(orderId, LATE);
  await abandonOverdueOrders(t.app);
  const order = await orderRow(orderId);
  expect(order.paid_at).not.toBeNull();
  expect(order.abandoned_at).toBeNull();
});

// Each new payment asks its provider with a new key, the count of those closed before: a share
// counts its own. Counted by the order's, a share whose payment closed as ended (a cancelled Stripe
// intent) was asked for again with the same key, and the provider answered the dead payment again.
test("a share's closed payments count for the share's next key, not the order's", async () => {
  const { orderId, shares } = await placed();
  expect((await payments.start(shares.ana)).statusCode).toBe(201);
  const { share_id: shareId } = (await t.app.repositories.payments.payableOrder(shares.ana))!;
  await t.app.db.updateTable('payments').set({ replaced_at: new Date() }).where('share_id', '=', shareId).execute();
  expect(await t.app.repositories.payments.replacedCount(orderId, shareId)).toBe(1);
  expect(await t.app.repositories.payments.replacedCount(orderId)).toBe(0);
});

// A participant's payment screen says by when the order must be paid in full, as a customer's
// does: the order's deadline, moved by any share's attempt, and nothing once the share is paid.
test("a share's payment names its order's deadline, counted over every share's payments", async () => {
  const { orderId, shares } = await placed();
  const orderToken = (await orderRow(orderId)).token;
  const anas = (await payments.start(shares.ana)).json();
  expect(anas).toMatchObject({ cancelled_if_unpaid: true });
  const deadline = await t.app.repositories.abandonedOrders.paymentDeadline(orderToken);
  expect(anas.payment_deadline).toBe(deadline!.toISOString());
  // Ion's attempt, 10 minutes later, moves the deadline Ana is shown.
  await backdate(orderId, 10);
  const waited = await t.app.repositories.abandonedOrders.paymentDeadline(orderToken);
  const ions = (await payments.start(shares.ion)).json();
  expect(Date.parse(ions.payment_deadline) - waited!.getTime()).toBeGreaterThanOrEqual(9 * 60_000);
  expect((await payments.start(shares.ana)).json().payment_deadline).toBe(ions.payment_deadline);
  await payShare(shares.olga);
  expect((await payments.pay(shares.ion)).json()).toMatchObject({ status: 'succeeded', payment_deadline: null });
});

// The organiser's panel hides "pay for" once the order is abandoned; the server refuses it too,
// or the organiser would take over (and be asked to pay) a share of an order that is cancelled.
test('an abandoned split group order refuses the organiser paying for a participant', async () => {
  const { link, olga, orderId, shares } = await placed();
  await payShare(shares.olga);
  await backdate(orderId, LATE);
  expect(await abandonOverdueOrders(t.app)).toBe(1);
  const anaId = (await go.panel(link, olga)).participants.find((participant) => participant.name === 'Ana')!.id;
  const share = () => t.app.db.selectFrom('group_order_shares').select(['payer_id', 'token']).where('participant_id', '=', anaId).executeTakeFirstOrThrow();
  const before = await share();
  expect(await go.act('pay-for', { participant_token: olga, participant_id: anaId })).toMatchObject({
    message: 'This group order is already <strong>finished</strong>; it cannot be changed.',
  });
  expect(await share()).toEqual(before);
});
