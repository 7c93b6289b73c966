import nock from 'nock';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { AppOptions } from '../../../src/app';
import type { OrderPaid } from '../../../src/domain/payments/order-paid';
import { orderLine, pickupOrder, placeOrder } from '../../helpers/orders';
import { SHOP_OPEN, nextAddress, paidAt, startPayment } from '../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { STRIPE, STRIPE_DOWN, intent, intentId, orderMethod, payByCard } from '../public/payments/method-change-doubles';

/**
 * A table order the guest chose to pay online, never paid, is taken by the staff as paid by hand
 * (the guest paid at the till): its online payment is made unpayable first, so no interleaving
 * charges the guest twice, and whatever prevents it is refused with the staff's words.
 */
const PAID_ONLINE = 'Order {id} was paid online meanwhile: take no money for it here.';
const said = (text: string, id: number) => text.replace('{id}', String(id));

interface Setup {
  t: TestApp;
  paid: OrderPaid[];
}

/** A describe block's app with the staff codes of development and `payments`; it hears every order paid. */
function appWith(payments: AppOptions['payments']): Setup {
  const setup = { paid: [] } as unknown as Setup;
  beforeAll(async () => {
    setup.t = await buildTestApp({ now: () => SHOP_OPEN, staffTokens: { development: true, tokens: [] }, payments });
    setup.t.app.onOrderPaid.push((event) => {
      setup.paid.push(event);
    });
  }, 120_000);
  afterAll(() => setup.t.close());
  return setup;
}

async function tableCardOrder(t: TestApp): Promise<{ id: number; token: string; link: string }> {
  const link = (await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).link;
  const placed = await placeOrder(t.app, pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: link, payment_method: 'card', products: [orderLine(24, 2)] }));
  const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', placed.token).executeTakeFirstOrThrow();
  return { id, token: placed.token, link };
}

function paidByHand(t: TestApp, orderId: number, payment_method?: PaymentMethod, language = 'en') {
  return t.app.inject({
    method: 'POST', url: `/staff/orders/${orderId}/paid`, headers: { 'x-staff-code': 'dev-staff-1', 'content-language': language },
    ...(payment_method ? { payload: { payment_method } } : {}), remoteAddress: nextAddress(),
  });
}

async function paymentsOf(t: TestApp, orderId: number) {
  return t.app.db.selectFrom('payments').select(['status', 'replaced_at']).where('order_id', '=', orderId).execute();
}

describe('on the built-in sandbox', () => {
  const setup = appWith({ stripe: null, paypal: null, sandboxSettleMs: 60_000 });
  const chargesOf = async (orderId: number) =>
    setup.t.app.db.selectFrom('sandbox_charges').innerJoin('payments', 'payments.provider_payment_id', 'sandbox_charges.payment_id').select('sandbox_charges.id').where('payments.order_id', '=', orderId).execute();

  test('an open card payment is closed, then the order is paid by hand: the table owes nothing, and the guest can no longer pay online', async () => {
    const { t, paid } = setup;
    const order = await tableCardOrder(t);
    expect((await startPayment(t.app, order.token)).statusCode).toBe(201);
    const table = async () => (await t.app.inject({ method: 'GET', url: `/public/tables/${order.link}` })).json();
    expect((await table()).paid_off).toBe(false);

    const taken = await paidByHand(t, order.id, 'cash-pickup');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ ok: true, already_paid: false });
    expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
    expect(await orderMethod(t, order.token)).toBe('cash-pickup');
    expect(await paymentsOf(t, order.id)).toEqual([{ status: 'awaiting_payment', replaced_at: expect.any(Date) }]);
    expect(paid.filter((event) => event.orderId === order.id)).toEqual([expect.objectContaining({ amount: 28 })]);
    // The table's visit ends: no bill, and the next party starts afresh.
    expect((await table()).paid_off).toBe(true);
    const board = (await t.app.inject({ method: 'GET', url: '/staff/table-board', headers: { 'x-staff-code': 'dev-staff-1' } })).json();
    expect(board.orders.find((row: { id: number }) => row.id === order.id)).toMatchObject({ paid: true, payment_method: 'cash-pickup' });

    // The guest's card form, still open: nothing is charged, and no new payment starts.
    expect((await payByCard(t, order.token)).statusCode).toBe(404);
    expect((await startPayment(t.app, order.token)).statusCode).toBe(422);
    expect(await chargesOf(order.id)).toEqual([]);
    // A second tap of the staff changes nothing.
    expect((await paidByHand(t, order.id, 'pos-pickup')).json()).toEqual({ ok: true, already_paid: true });
    expect(paid.filter((event) => event.orderId === order.id)).toHaveLength(1);
  });

  test('paid online before the tap: refused, paid once', async () => {
    const { t, paid } = setup;
    const order = await tableCardOrder(t);
    await startPayment(t.app, order.token);
    expect((await payByCard(t, order.token)).json()).toMatchObject({ status: 'succeeded' });

    const refused = await paidByHand(t, order.id, 'cash-pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(said(PAID_ONLINE, order.id));
    expect(await orderMethod(t, order.token)).toBe('card');
    expect(await paymentsOf(t, order.id)).toEqual([{ status: 'succeeded', replaced_at: null }]);
    expect(paid.filter((event) => event.orderId === order.id)).toHaveLength(1);
  });

  test('a tap racing twenty pay presses: either the card paid and the tap is refused, or the tap won and nothing was charged', async () => {
    const { t, paid } = setup;
    const order = await tableCardOrder(t);
    await startPayment(t.app, order.token);
    const [tap, ...presses] = await Promise.all([paidByHand(t, order.id, 'cash-pickup'), ...Array.from({ length: 20 }, () => payByCard(t, order.token))]);
    const charges = await chargesOf(order.id);
    if (tap.statusCode === 200) {
      expect(await orderMethod(t, order.token)).toBe('cash-pickup');
      expect(charges).toEqual([]);
      expect(presses.every((press) => press.statusCode === 404 || press.statusCode === 409)).toBe(true);
    } else {
      expect(tap.statusCode).toBe(409);
      expect([said(PAID_ONLINE, order.id), said('An online payment for order {id} is under way and cannot be cancelled now. Take no money for it yet: try again in a moment.', order.id)]).toContain(tap.json().message);
      expect(await orderMethod(t, order.token)).toBe('card');
      expect(charges).toHaveLength(1);
    }
    expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
    expect(paid.filter((event) => event.orderId === order.id)).toHaveLength(1);
  });

  test('without saying how the guest paid, or for an online order not at a table, nothing changes', async () => {
    const { t } = setup;
    const order = await tableCardOrder(t);
    await startPayment(t.app, order.token);
    const unsaid = await paidByHand(t, order.id, undefined, 'ro');
    expect(unsaid.statusCode).toBe(422);
    expect(unsaid.json().message).toBe('Spune cum a plătit clientul aici: numerar sau cu cardul la terminal.');
    expect((await paidByHand(t, order.id, 'cash' as PaymentMethod)).statusCode).toBe(400);

    const pickup = await placeOrder(t.app, pickupOrder({ payment_method: 'card' }));
    const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', pickup.token).executeTakeFirstOrThrow();
    const online = await paidByHand(t, id, 'cash-pickup');
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe('This order is paid online: its payment provider confirms the payment.');

    for (const token of [order.token, pickup.token]) {
      expect(await orderMethod(t, token)).toBe('card');
      expect(await paidAt(t.app, token)).toBeNull();
    }
    expect(await paymentsOf(t, order.id)).toEqual([{ status: 'awaiting_payment', replaced_at: null }]);
  });
});

describe('on Stripe, whose Payment Element pays without the API', () => {
  const setup = appWith({ stripe: { secretKey: 'sk_test_51Qy', webhookSecret: 'whsec_test_5f2b1c0d9e8a7b6c', publishableKey: 'pk_test_51Qy' }, paypal: null });
  beforeAll(() => nock.disableNetConnect());
  afterAll(() => nock.enableNetConnect());
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });

  async function openIntent(): Promise<{ id: number; token: string }> {
    const order = await tableCardOrder(setup.t);
    nock(STRIPE).post('/v1/payment_intents').reply(200, intent(order.token));
    expect((await startPayment(setup.t.app, order.token)).statusCode).toBe(201);
    return order;
  }
  const cancelRefused = (token: string) =>
    nock(STRIPE)
      .post(`/v1/payment_intents/${intentId(token)}/cancel`)
      .reply(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent could not be canceled.' } });

  test('the open intent is cancelled at Stripe, then the order is paid by hand', async () => {
    const { t, paid } = setup;
    const order = await openIntent();
    const cancelled = nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(200, intent(order.token, { status: 'canceled' }));

    const taken = await paidByHand(t, order.id, 'pos-pickup');
    expect(cancelled.isDone()).toBe(true);
    expect(taken.json()).toEqual({ ok: true, already_paid: false });
    expect(await orderMethod(t, order.token)).toBe('pos-pickup');
    expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
    expect(await paymentsOf(t, order.id)).toEqual([{ status: 'awaiting_payment', replaced_at: expect.any(Date) }]);
    expect(paid.filter((event) => event.orderId === order.id)).toHaveLength(1);
  });

  test('paid online meanwhile: refused, recorded as paid online, not paid twice', async () => {
    const { t, paid } = setup;
    const order = await openIntent();
    cancelRefused(order.token);
    nock(STRIPE).get(`/v1/payment_intents/${intentId(order.token)}`).reply(200, intent(order.token, { status: 'succeeded' }));

    const refused = await paidByHand(t, order.id, 'cash-pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(said(PAID_ONLINE, order.id));
    expect(await orderMethod(t, order.token)).toBe('card');
    expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
    expect(await paymentsOf(t, order.id)).toEqual([{ status: 'succeeded', replaced_at: null }]);
    // Tapped again: the same answer, without asking Stripe (nock refuses any call).
    const again = await paidByHand(t, order.id, 'cash-pickup', 'es');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(said('El pedido {id} se ha pagado en línea mientras tanto: no cobres nada por él aquí.', order.id));
    expect(paid.filter((event) => event.orderId === order.id)).toHaveLength(1);
  });

  test('settling at Stripe: refused, the order still owes online', async () => {
    const { t } = setup;
    const order = await openIntent();
    cancelRefused(order.token);
    nock(STRIPE).get(`/v1/payment_intents/${intentId(order.token)}`).reply(200, intent(order.token, { status: 'processing' }));

    const refused = await paidByHand(t, order.id, 'cash-pickup', 'lt');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(said('Svečio mokėjimas internetu už užsakymą {id} šiuo metu apdorojamas. Pinigų dar neimkite: palaukite akimirką, kol paaiškės rezultatas.', order.id));
    expect(await orderMethod(t, order.token)).toBe('card');
    expect(await paidAt(t.app, order.token)).toBeNull();
  });

  test('Stripe not answering the cancel: refused, nothing changed', async () => {
    const { t, paid } = setup;
    const order = await openIntent();
    const cancel = nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(500, STRIPE_DOWN);

    const refused = await paidByHand(t, order.id, 'cash-pickup');
    expect(cancel.isDone()).toBe(true);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(said('The payment provider did not answer, so the online payment for order {id} was not cancelled and nothing changed. Try again in a moment.', order.id));
    expect(await orderMethod(t, order.token)).toBe('card');
    expect(await paidAt(t.app, order.token)).toBeNull();
    expect(await paymentsOf(t, order.id)).toEqual([{ status: 'awaiting_payment', replaced_at: null }]);
    expect(paid.filter((event) => event.orderId === order.id)).toEqual([]);
  });
});
