import nock from 'nock';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { SHOP_OPEN, nextAddress, paidAt, placeOrder, startPayment } from '../../../helpers/placed-order';
import { recorded } from '../../../helpers/recorded';
import { PAYPAL, paypalToken } from '../../../helpers/paypal-sandbox';


let clock = SHOP_OPEN;
let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({
    now: () => clock,
    // Limonaia sells in EUR, which PayPal takes.
    brandId: 2,
    payments: { stripe: null, paypal: { clientId: 'AbPayPalClientId', clientSecret: 'EbPayPalSecret', webhookId: '8PT597110X687430LKGECATA', environment: 'sandbox' } },
  });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  nock.cleanAll();
  clock = SHOP_OPEN;
});

/** An order whose PayPal payment was started; `says` is what PayPal answers of its order, `asked` how often it was. */
async function paypalPayment() {
  const order = await placeOrder(t.app, 'paypal');
  const id = `5O19${order.token.slice(0, 13).toUpperCase()}`;
  paypalToken();
  nock(PAYPAL).post('/v2/checkout/orders').reply(201, { ...recorded('paypal/order-created.json'), id });
  expect((await startPayment(t.app, order.token)).statusCode).toBe(201);
  const paypal = { asked: 0, says: { id, status: 'APPROVED' } as object };
  nock(PAYPAL)
    .get(`/v2/checkout/orders/${id}`)
    .reply(() => {
      paypal.asked += 1;
      return [200, paypal.says];
    })
    .persist();
  return { order, id, paypal };
}

const read = (orderToken: string, remoteAddress = nextAddress()) => t.app.inject({ method: 'GET', url: `/public/payments/${orderToken}`, remoteAddress });

test('a payment read again within a second is answered what PayPal said then: PayPal is asked once a second, however often it is read', async () => {
  const { order, id, paypal } = await paypalPayment();
  const together = await Promise.all(Array.from({ length: 5 }, () => read(order.token)));
  expect(together.map((res) => res.json().status)).toEqual(Array(5).fill('awaiting_payment'));
  expect(paypal.asked).toBe(1);

  // Captured meanwhile: a read within the second still answers what PayPal said then.
  paypal.says = { ...recorded('paypal/order-captured.json'), id };
  clock = new Date(SHOP_OPEN.getTime() + 999);
  expect((await read(order.token)).json()).toMatchObject({ status: 'awaiting_payment' });
  expect(paypal.asked).toBe(1);

  clock = new Date(SHOP_OPEN.getTime() + 1000);
  expect((await read(order.token)).json()).toMatchObject({ status: 'succeeded' });
  expect(paypal.asked).toBe(2);
  expect(await paidAt(t.app, order.token)).toEqual(clock);
});

test('one address reading payments past 240 times a minute (six screens polling) is refused (429), before PayPal is asked; another address is not', async () => {
  const { order, paypal } = await paypalPayment();
  const reader = '203.0.113.9';
  for (let call = 0; call < 240; call += 1) {
    // A second apart, as no poll is faster: each read asks PayPal.
    clock = new Date(SHOP_OPEN.getTime() + call * 1000);
    expect((await read(order.token, reader)).statusCode).toBe(200);
  }
  expect(paypal.asked).toBe(240);
  expect((await read(order.token, reader)).statusCode).toBe(429);
  expect(paypal.asked).toBe(240);
  expect((await read(order.token, '203.0.113.10')).statusCode).toBe(200);
});
