import { jest } from '@jest/globals';
import { OrdersController } from '@paypal/paypal-server-sdk';
import { sql } from 'kysely';
import nock from 'nock';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import { abandonOverdueOrders } from '../../../src/domain/orders/unpaid-order-abandonment';
import { ATTEMPT_GRACE_MS } from '../../../src/domain/payments/record-payment-status';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { SHOP_OPEN, nextAddress, paidAt, placeOrder, startPayment } from '../../helpers/placed-order';
import { recorded } from '../../helpers/recorded';
import { PAYPAL, paypalToken } from '../../helpers/paypal-sandbox';

const WEBHOOK_ID = '8PT597110X687430LKGECATA';
const SHOP_URL = 'https://limonaia.example';
const MOBILE_SHOP = 'https://m.limonaia.example';

let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({
    now: () => SHOP_OPEN,
    // Limonaia sells in EUR: PayPal does not take Casa Aurora's RON.
    brandId: 2,
    shopUrl: SHOP_URL,
    corsOrigins: [SHOP_URL, MOBILE_SHOP],
    payments: { stripe: null, paypal: { clientId: 'AbPayPalClientId', clientSecret: 'EbPayPalSecret', webhookId: WEBHOOK_ID, environment: 'sandbox' } },
  });
  // Many orders for the same kitchen slot: its cap is tested on its own.
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  nock.cleanAll();
  jest.restoreAllMocks();
});

const token = paypalToken;

const paypalOrderId = (orderToken: string) => `5O19${orderToken.slice(0, 13).toUpperCase()}`;
/**
 * The id PayPal gives the order's next PayPal order: always another one. Replacing the last letter
 * instead made the same id once in a few dozen tokens (one ending in that letter), and the first
 * order's persistent answers then answered the second.
 */
const nextPaypalOrderId = (id: string, mark: string) => `${id}${mark}`;

async function paypalPayment(origin?: string) {
  const order = await placeOrder(t.app, 'paypal');
  const id = paypalOrderId(order.token);
  token();
  const returnUrls: string[] = [];
  const created = nock(PAYPAL)
    .post('/v2/checkout/orders', (body) => {
      returnUrls.push(body.application_context.return_url);
      return body.intent === 'CAPTURE' && body.purchase_units[0].amount.value === '28.00' && body.purchase_units[0].amount.currency_code === 'EUR';
    })
    .matchHeader('paypal-request-id', `order-payment-${order.token}`)
    .reply(201, { ...recorded('paypal/order-created.json'), id });
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: order.token }, remoteAddress: nextAddress(), headers: origin ? { origin } : {} }),
    ),
  );
  expect(created.isDone()).toBe(true);
  expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 201)).toBe(true);
  return { order, id, payment: answers[0]!.json(), returnUrl: returnUrls[0] };
}

function webhook(event: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/paypal',
    payload: JSON.stringify(event),
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-sig': 'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
      'paypal-transmission-time': '2026-11-23T10:05:02Z',
      ...headers,
    },
  });
}

test('the PayPal order is created once with the server SDK, for the stored amount; the buttons get its id and the client id', async () => {
  const { id, payment } = await paypalPayment();
  expect(payment).toMatchObject({ method: 'paypal', provider: 'paypal', status: 'awaiting_payment', amount: 28, provider_payment_id: id, public_key: 'AbPayPalClientId', client_secret: null });
  expect((await t.app.inject({ method: 'GET', url: '/public/payment-methods' })).json().methods).toContainEqual({ method: 'paypal', provider: 'paypal' });
});

test('capturing the approved order marks it paid; capturing again asks PayPal nothing', async () => {
  const { order, id } = await paypalPayment();
  const captured = nock(PAYPAL)
    .post(`/v2/checkout/orders/${id}/capture`)
    .matchHeader('paypal-request-id', `capture-${id}`)
    .reply(201, { ...recorded('paypal/order-captured.json'), id });
  const capture = () => t.app.inject({ method: 'POST', url: `/public/payments/${order.token}/paypal-capture`, remoteAddress: nextAddress() });
  expect((await capture()).json()).toMatchObject({ status: 'succeeded' });
  expect(captured.isDone()).toBe(true);
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect((await capture()).json()).toMatchObject({ status: 'succeeded' });
});

test('an instrument PayPal declines asks for another method, unpaid', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(422, {
    name: 'UNPROCESSABLE_ENTITY',
    details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank, or it can\'t be used for this payment.' }],
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: '90957fca61718',
  });
  const res = await t.app.inject({ method: 'POST', url: `/public/payments/${order.token}/paypal-capture`, remoteAddress: nextAddress() });
  expect(res.json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined' });
  expect(await paidAt(t.app, order.token)).toBeNull();
});

const DECLINED = {
  name: 'UNPROCESSABLE_ENTITY',
  details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank, or it can\'t be used for this payment.' }],
  message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  debug_id: '90957fca61718',
};
const ALREADY_CAPTURED = {
  name: 'UNPROCESSABLE_ENTITY',
  details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.If \'intent=CAPTURE\' only one capture per order is allowed.' }],
  message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  debug_id: 'f0d3e1a2b3c4d',
};

const capture = (orderToken: string) => t.app.inject({ method: 'POST', url: `/public/payments/${orderToken}/paypal-capture`, remoteAddress: nextAddress() });

/**
 * PayPal's capture of one order, as PayPal documents it: a PayPal-Request-Id it has seen gets that
 * request's answer again and nothing more is done; a new one is tried with the funding source the
 * customer chose last (the next of `fundingSources`), and an order captured answers
 * ORDER_ALREADY_CAPTURED. The `lost` calls (1 the first) are made at PayPal, but their answer never
 * reaches the API: the SDK's call ends in a dropped connection once PayPal has answered. (Not
 * nock's reply with an error: under load its mock socket sometimes threw the error unhandled.)
 * `requestIds` are those of every capture asked, `captures` the captures made.
 */
function paypalCaptures(id: string, fundingSources: Array<'declined' | 'pays'>, { lost = [] as number[] } = {}) {
  const requestIds: string[] = [];
  const answers = new Map<string, [number, object]>();
  const made = { requestIds, captures: 0 };
  nock(PAYPAL)
    .persist()
    .post(`/v2/checkout/orders/${id}/capture`)
    .reply(function () {
      const requestId = String(this.req.headers['paypal-request-id']);
      requestIds.push(requestId);
      let answer = answers.get(requestId);
      if (!answer) {
        const outcome = made.captures > 0 ? 'captured before' : fundingSources.shift();
        if (outcome === 'pays') made.captures += 1;
        answer = outcome === 'pays' ? [201, { ...recorded('paypal/order-captured.json'), id }] : outcome === 'declined' ? [422, DECLINED] : [422, ALREADY_CAPTURED];
        answers.set(requestId, answer);
      }
      return answer;
    });
  const captureOrder = OrdersController.prototype.captureOrder;
  jest.spyOn(OrdersController.prototype, 'captureOrder').mockImplementation(async function (this: OrdersController, ...args) {
    const call = requestIds.length + 1;
    const answered = captureOrder.apply(this, args);
    if (!lost.includes(call)) return answered;
    await answered.catch(() => undefined);
    throw new Error('socket hang up');
  });
  return made;
}

test('a capture after a declined one is a new request to PayPal: the funding source the customer chose next pays', async () => {
  const { order, id } = await paypalPayment();
  const paypal = paypalCaptures(id, ['declined', 'declined', 'pays']);
  expect((await capture(order.token)).json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined' });
  // The customer chose another funding source in PayPal (the buttons restarted): declined too.
  expect((await capture(order.token)).json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined' });
  expect(await paidAt(t.app, order.token)).toBeNull();
  expect((await capture(order.token)).json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  // The same id would have had the first decline again, whatever the customer chose.
  expect(paypal.requestIds).toHaveLength(3);
  expect(new Set(paypal.requestIds).size).toBe(3);
  expect(paypal.requestIds[0]).toBe(`capture-${id}`);
  expect(paypal.captures).toBe(1);
});

test('a capture tried again after its answer was lost is the same request to PayPal: captured once, with the answer lost', async () => {
  const { order, id } = await paypalPayment();
  const paypal = paypalCaptures(id, ['declined', 'pays'], { lost: [2] });
  expect((await capture(order.token)).json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined' });
  const unanswered = await capture(order.token);
  expect(unanswered.statusCode).toBe(502);
  expect(await paidAt(t.app, order.token)).toBeNull();

  // Past the attempt's grace, a status check finds the order approved, not yet captured, so it can be paid again.
  await t.app.db
    .updateTable('payments')
    .set({ attempt_started_at: sql<Date>`attempt_started_at - ${ATTEMPT_GRACE_MS + 60_000} * interval '1 millisecond'` })
    .where('provider_payment_id', '=', id)
    .execute();
  nock(PAYPAL).get(`/v2/checkout/orders/${id}`).reply(200, { id, status: 'APPROVED' });
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json()).toMatchObject({ status: 'awaiting_payment' });

  expect((await capture(order.token)).json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  const [declined, lost, again] = paypal.requestIds;
  expect(paypal.requestIds).toHaveLength(3);
  expect(lost).not.toBe(declined);
  expect(again).toBe(lost);
  expect(paypal.captures).toBe(1);
});

test('a capture PayPal finds already made (a request id it no longer keeps) reads the order: paid, not declined', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(422, ALREADY_CAPTURED);
  nock(PAYPAL).get(`/v2/checkout/orders/${id}`).reply(200, { ...recorded('paypal/order-captured.json'), id });
  expect((await capture(order.token)).json()).toMatchObject({ status: 'succeeded', failure_code: null });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
});

test('a verified PAYMENT.CAPTURE.COMPLETED webhook marks the order paid once; a failed verification changes nothing', async () => {
  const { order, id } = await paypalPayment();
  const event = recorded<{ id: string; resource: { supplementary_data: { related_ids: { order_id: string } } } }>('paypal/capture-completed-event.json');
  event.resource.supplementary_data.related_ids.order_id = id;

  token();
  nock(PAYPAL)
    .post('/v1/notifications/verify-webhook-signature', (body) => body.webhook_id === WEBHOOK_ID && body.webhook_event.id === event.id)
    .reply(200, { verification_status: 'FAILURE' });
  const forged = await webhook(event);
  expect(forged.statusCode).toBe(400);
  expect(forged.json().message).toMatch(/signature does not verify/);
  expect(await paidAt(t.app, order.token)).toBeNull();

  expect((await webhook(event, { 'paypal-transmission-sig': '' })).statusCode).toBe(400);
  const missing = await t.app.inject({ method: 'POST', url: '/webhooks/paypal', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
  expect(missing.statusCode).toBe(400);

  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').times(2).reply(200, { verification_status: 'SUCCESS' });
  expect((await webhook(event)).json()).toEqual({ received: true, duplicate: false });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect((await webhook(event)).json()).toEqual({ received: true, duplicate: true });
});

test('PayPal brings the customer back to the shop the payment started from, only when it is one of the shop\'s own origins', async () => {
  const withoutOrigin = await paypalPayment();
  expect(withoutOrigin.returnUrl).toBe(`${SHOP_URL}/order-success?order=${withoutOrigin.order.token}`);
  const fromMobile = await paypalPayment(MOBILE_SHOP);
  expect(fromMobile.returnUrl).toBe(`${MOBILE_SHOP}/order-success?order=${fromMobile.order.token}`);
  // Any page can send a request with its own Origin: a return there would hand the customer to it.
  const fromElsewhere = await paypalPayment('https://evil.example');
  expect(fromElsewhere.returnUrl).toBe(`${SHOP_URL}/order-success?order=${fromElsewhere.order.token}`);
});

test('PayPal is offered only in a currency it takes: not in RON', async () => {
  const offered = async () => (await t.app.inject({ method: 'GET', url: '/public/payment-methods' })).json().methods.map((entry: { method: string }) => entry.method);
  expect(await offered()).toEqual(['card', 'paypal']);
  const placedInEuro = await placeOrder(t.app, 'paypal');
  await t.app.db.updateTable('website').set({ currency: 'RON' }).where('id', '=', 2).execute();
  try {
    expect(await offered()).toEqual(['card']);
    await expect(placeOrder(t.app, 'paypal')).rejects.toThrow(/answered 422.*payment_method/);
    // An order placed before the change is not sent to PayPal in a currency it refuses.
    const start = await startPayment(t.app, placedInEuro.token);
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toBe('Paying by paypal is not offered in RON.');
  } finally {
    await t.app.db.updateTable('website').set({ currency: 'EUR' }).where('id', '=', 2).execute();
  }
});

type CaptureEvent = { id: string; event_type: string; resource: { id: string; status: string; supplementary_data: { related_ids: { order_id: string } } } };

/** A capture event as PayPal sends it, about the PayPal order `orderId`, with its own event id. */
function captureEvent(eventType: string, orderId: string, captureStatus: string): CaptureEvent {
  const event = recorded<CaptureEvent>('paypal/capture-completed-event.json');
  event.id = `WH-${eventType.replace(/\W/g, '')}-${orderId}`;
  event.event_type = eventType;
  event.resource.status = captureStatus;
  event.resource.supplementary_data.related_ids.order_id = orderId;
  return event;
}

/** The order as PayPal answers it once captured, its capture in `captureStatus` (PENDING, DECLINED…). */
function capturedOrder(id: string, captureStatus: string) {
  const order = recorded<{ purchase_units: { payments: { captures: { status: string }[] } }[] }>('paypal/order-captured.json');
  order.purchase_units[0]!.payments.captures[0]!.status = captureStatus;
  return { ...order, id };
}

const paymentRow = (orderToken: string) =>
  t.app.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.status', 'payments.failure_code', 'payments.replaced_at'])
    .where('orders.token', '=', orderToken)
    .executeTakeFirstOrThrow();

/** The attempt under way on the PayPal order `id` began longer ago than its grace (ATTEMPT_GRACE_MS). */
const pastItsGrace = (id: string) =>
  t.app.db
    .updateTable('payments')
    .set({ attempt_started_at: sql<Date>`attempt_started_at - ${ATTEMPT_GRACE_MS + 60_000} * interval '1 millisecond'` })
    .where('provider_payment_id', '=', id)
    .execute();

test('a pending capture PayPal denies later (PAYMENT.CAPTURE.DENIED) asks for another method, which the customer may then choose', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).matchHeader('paypal-request-id', `capture-${id}`).reply(201, capturedOrder(id, 'PENDING'));
  expect((await capture(order.token)).json()).toMatchObject({ status: 'processing' });
  // PayPal decides a pending capture in hours or days, not while it is being made.
  await pastItsGrace(id);

  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').reply(200, { verification_status: 'SUCCESS' });
  expect((await webhook(captureEvent('PAYMENT.CAPTURE.DENIED', id, 'DECLINED'))).json()).toEqual({ received: true, duplicate: false });
  expect(await paymentRow(order.token)).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined' });
  expect(await paidAt(t.app, order.token)).toBeNull();
  // The payment screen reads it as it is: denied, not "never started".
  nock(PAYPAL).get(`/v2/checkout/orders/${id}`).reply(200, capturedOrder(id, 'DECLINED'));
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined', provider_payment_id: id });

  // No longer under way: the customer pays another way (the PayPal order was captured once, and denied).
  const switched = await t.app.inject({ method: 'PUT', url: `/public/payments/${order.token}/method`, payload: { payment_method: 'cash-pickup' }, remoteAddress: nextAddress() });
  expect(switched.statusCode).toBe(200);
  expect(await paymentRow(order.token)).toMatchObject({ status: 'requires_payment_method', replaced_at: expect.any(Date) });
  // Paying by cash now: the denied PayPal payment is no longer the order's.
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).statusCode).toBe(404);
});

/**
 * The PayPal order `id` after its one capture was declined or denied, as real PayPal keeps it:
 * COMPLETED, its capture DECLINED; capturing it again answers ORDER_ALREADY_CAPTURED. Answers the
 * interceptor of those captures, which a test expects never to be asked.
 */
function endedPaypalOrder(id: string) {
  nock(PAYPAL).get(`/v2/checkout/orders/${id}`).reply(200, capturedOrder(id, 'DECLINED')).persist();
  return nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(422, ALREADY_CAPTURED).persist();
}

/** The customer's next start of the order's payment, answered by PayPal with a new order `newId`. */
async function nextPaypalOrder(orderToken: string, newId: string, replacedBefore: number) {
  const created = nock(PAYPAL)
    .post('/v2/checkout/orders')
    .matchHeader('paypal-request-id', `order-payment-${orderToken}-${replacedBefore + 1}`)
    .reply(201, { ...recorded('paypal/order-created.json'), id: newId });
  const start = await startPayment(t.app, orderToken);
  expect(created.isDone()).toBe(true);
  return start;
}

test('after a pending capture is denied, paying by PayPal again is a new PayPal order: the denied one is never captured again', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).matchHeader('paypal-request-id', `capture-${id}`).reply(201, capturedOrder(id, 'PENDING'));
  expect((await capture(order.token)).json()).toMatchObject({ status: 'processing' });
  await pastItsGrace(id);
  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').reply(200, { verification_status: 'SUCCESS' });
  expect((await webhook(captureEvent('PAYMENT.CAPTURE.DENIED', id, 'DECLINED'))).json()).toEqual({ received: true, duplicate: false });
  const recaptured = endedPaypalOrder(id);
  // Closed, as a change of method closes it: nothing captures the denied order any more.
  expect(await paymentRow(order.token)).toMatchObject({ status: 'requires_payment_method', replaced_at: expect.any(Date) });
  expect((await capture(order.token)).statusCode).toBe(404);

  // The customer's next PayPal press starts the payment again: a new PayPal order, still PayPal.
  const newId = nextPaypalOrderId(id, 'N');
  const start = await nextPaypalOrder(order.token, newId, 1);
  expect(start.statusCode).toBe(201);
  expect(start.json()).toMatchObject({ method: 'paypal', status: 'awaiting_payment', provider_payment_id: newId });
  nock(PAYPAL).post(`/v2/checkout/orders/${newId}/capture`).matchHeader('paypal-request-id', `capture-${newId}`).reply(201, capturedOrder(newId, 'COMPLETED'));
  expect((await capture(order.token)).json()).toMatchObject({ status: 'succeeded', provider_payment_id: newId });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect(recaptured.isDone()).toBe(false);
});

test('a capture PayPal answers with its capture declined ends the order: the payment closes, and the next start is a new order', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(201, capturedOrder(id, 'DECLINED'));
  expect((await capture(order.token)).json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined' });
  expect(await paymentRow(order.token)).toMatchObject({ replaced_at: expect.any(Date) });
  const newId = nextPaypalOrderId(id, 'M');
  expect((await nextPaypalOrder(order.token, newId, 1)).json()).toMatchObject({ status: 'awaiting_payment', provider_payment_id: newId });
});

test('a late success of a denied PayPal order is still recorded, for the staff to refund; the order is paid once', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(201, capturedOrder(id, 'PENDING'));
  expect((await capture(order.token)).json()).toMatchObject({ status: 'processing' });
  await pastItsGrace(id);
  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').times(2).reply(200, { verification_status: 'SUCCESS' });
  await webhook(captureEvent('PAYMENT.CAPTURE.DENIED', id, 'DECLINED'));
  const newId = nextPaypalOrderId(id, 'L');
  await nextPaypalOrder(order.token, newId, 1);
  nock(PAYPAL).post(`/v2/checkout/orders/${newId}/capture`).reply(201, capturedOrder(newId, 'COMPLETED'));
  expect((await capture(order.token)).json()).toMatchObject({ status: 'succeeded' });

  const errors = jest.spyOn(t.app.log, 'error');
  expect((await webhook(captureEvent('PAYMENT.CAPTURE.COMPLETED', id, 'COMPLETED'))).json()).toEqual({ received: true, duplicate: false });
  expect(errors).toHaveBeenCalledWith(expect.objectContaining({ providerPaymentId: id, orderToken: order.token }), expect.stringMatching(/must be refunded/));
  const rows = await t.app.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.provider_payment_id', 'payments.status', 'payments.replaced_at'])
    .where('orders.token', '=', order.token)
    .orderBy('payments.id')
    .execute();
  expect(rows).toMatchObject([
    { provider_payment_id: id, status: 'succeeded', replaced_at: expect.any(Date) },
    { provider_payment_id: newId, status: 'succeeded', replaced_at: null },
  ]);
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
});

/**
 * A capture PayPal answers only once `settle` is called (COMPLETED then), so a test acts while it is
 * being made; `asked` resolves once PayPal has it.
 */
function captureBeingMade(id: string, requestId: string) {
  let arrived!: () => void;
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  nock(PAYPAL)
    .post(`/v2/checkout/orders/${id}/capture`)
    .matchHeader('paypal-request-id', requestId)
    .reply(function (_uri, _body, callback) {
      arrived();
      void settled.then(() => callback(null, [201, capturedOrder(id, 'COMPLETED')]));
    });
  return { asked, settle };
}

test('a late decline webhook of an earlier capture, while the next one is being made, waits (503) for PayPal\'s retry: the attempt stays under way', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(422, DECLINED);
  expect((await capture(order.token)).json()).toMatchObject({ status: 'requires_payment_method' });
  // The customer chose another funding source; PayPal is capturing with it when the first decline's webhook comes.
  const next = captureBeingMade(id, `capture-${id}-after-1-declined`);
  const captured = capture(order.token);
  await next.asked;
  const lateDecline = captureEvent('PAYMENT.CAPTURE.DECLINED', id, 'DECLINED');
  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').times(3).reply(200, { verification_status: 'SUCCESS' });
  const held = await webhook(lateDecline);
  expect(held.statusCode).toBe(503);
  expect(await paymentRow(order.token)).toMatchObject({ status: 'processing', replaced_at: null });
  // Not payable, so not closable: paying cash instead is refused while PayPal may take the money.
  nock(PAYPAL).get(`/v2/checkout/orders/${id}`).reply(200, { id, status: 'APPROVED' });
  const switched = await t.app.inject({ method: 'PUT', url: `/public/payments/${order.token}/method`, payload: { payment_method: 'cash-pickup' }, remoteAddress: nextAddress() });
  expect(switched.statusCode).toBe(409);

  next.settle();
  expect((await captured).json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  // PayPal sends it again: not taken for a duplicate, and the paid payment stays paid.
  expect((await webhook(lateDecline)).json()).toEqual({ received: true, duplicate: false });
  expect((await webhook(lateDecline)).json()).toEqual({ received: true, duplicate: true });
  expect(await paymentRow(order.token)).toMatchObject({ status: 'succeeded', replaced_at: null });
});

test('a decline webhook held back while the attempt was young is applied when PayPal sends it again past the attempt\'s grace', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(201, capturedOrder(id, 'PENDING'));
  expect((await capture(order.token)).json()).toMatchObject({ status: 'processing' });
  nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').times(2).reply(200, { verification_status: 'SUCCESS' });
  const denied = captureEvent('PAYMENT.CAPTURE.DENIED', id, 'DECLINED');
  expect((await webhook(denied)).statusCode).toBe(503);
  expect(await paymentRow(order.token)).toMatchObject({ status: 'processing' });

  await pastItsGrace(id);
  expect((await webhook(denied)).json()).toEqual({ received: true, duplicate: false });
  expect(await paymentRow(order.token)).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined', replaced_at: expect.any(Date) });
});

test('money of a paid order reversed by PayPal is logged for the staff as an error, a refund as a warning; the order stays paid', async () => {
  const { order, id } = await paypalPayment();
  nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(201, { ...recorded('paypal/order-captured.json'), id });
  expect((await capture(order.token)).json()).toMatchObject({ status: 'succeeded' });
  const errors = jest.spyOn(t.app.log, 'error');
  const warnings = jest.spyOn(t.app.log, 'warn');
  try {
    nock(PAYPAL).post('/v1/notifications/verify-webhook-signature').times(2).reply(200, { verification_status: 'SUCCESS' });
    expect((await webhook(captureEvent('PAYMENT.CAPTURE.REVERSED', id, 'REVERSED'))).json()).toEqual({ received: true, duplicate: false });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'paypal', orderToken: order.token, eventType: 'PAYMENT.CAPTURE.REVERSED', amount: '28.00 EUR' }),
      expect.stringMatching(/took back the money/),
    );
    expect((await webhook(captureEvent('PAYMENT.CAPTURE.REFUNDED', id, 'COMPLETED'))).json()).toEqual({ received: true, duplicate: false });
    expect(warnings).toHaveBeenCalledWith(expect.objectContaining({ provider: 'paypal', orderToken: order.token, eventType: 'PAYMENT.CAPTURE.REFUNDED' }), expect.stringMatching(/refunded/));
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
  expect(await paymentRow(order.token)).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
});

test('a pending capture whose outcome never came by webhook is asked about by the unpaid-order round', async () => {
  const settled = await paypalPayment();
  const denied = await paypalPayment();
  for (const { order, id } of [settled, denied]) {
    nock(PAYPAL).post(`/v2/checkout/orders/${id}/capture`).reply(201, capturedOrder(id, 'PENDING'));
    expect((await capture(order.token)).json()).toMatchObject({ status: 'processing' });
    // Overdue: placed and last tried longer ago than the deadline.
    const earlier = (column: string) => sql<Date>`${sql.ref(column)} - ${UNPAID_ORDER_DEADLINE_MINUTES + 1} * interval '1 minute'`;
    await t.app.db.updateTable('orders').set({ created_at: earlier('created_at') }).where('token', '=', order.token).execute();
    await t.app.db.updateTable('payments').set({ updated_at: earlier('updated_at'), attempt_started_at: earlier('attempt_started_at') }).where('provider_payment_id', '=', id).execute();
  }
  nock(PAYPAL).get(`/v2/checkout/orders/${settled.id}`).reply(200, capturedOrder(settled.id, 'COMPLETED'));
  nock(PAYPAL).get(`/v2/checkout/orders/${denied.id}`).reply(200, capturedOrder(denied.id, 'DECLINED'));
  await abandonOverdueOrders(t.app);

  expect(await paymentRow(settled.order.token)).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, settled.order.token)).toEqual(SHOP_OPEN);
  // Denied: the customer may pay another way, and gets the time to do it from now.
  // Its PayPal order ended: the payment is closed, and the next start is a new PayPal order.
  expect(await paymentRow(denied.order.token)).toMatchObject({ status: 'requires_payment_method', failure_code: 'paypal_declined', replaced_at: expect.any(Date) });
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${denied.order.token}` })).json()).toMatchObject({ abandoned: false, payment_due: true });
  const newId = nextPaypalOrderId(denied.id, 'K');
  expect((await nextPaypalOrder(denied.order.token, newId, 1)).json()).toMatchObject({ status: 'awaiting_payment', provider_payment_id: newId });
});
