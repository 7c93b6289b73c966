import { jest } from '@jest/globals';
import { paypalProvider } from '../../../../src/domain/payments/paypal-provider';
import { orderLine, pickupOrder, placeOrder as placeRequest } from '../../../helpers/orders';
import { SHOP_OPEN, nextAddress, placeOrder } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// PayPal takes HUF, JPY and TWD in whole amounts only. An order whose total has decimals there is
// refused in the request's language before anything is asked of PayPal: rounding it would charge
// another amount than the order's.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
});
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

async function hufPaypalOrder(total: number) {
  const paypal = paypalProvider({ clientId: 'id', clientSecret: 'secret', webhookId: 'hook', environment: 'sandbox' });
  const create = jest.spyOn(paypal, 'createPayment').mockResolvedValue({ providerPaymentId: 'PAYPAL-ORDER', clientSecret: null });
  jest.replaceProperty(t.app.paymentProviders, 'paypal', paypal);
  const website = await t.app.repositories.website.website();
  jest.spyOn(t.app.repositories.website, 'website').mockResolvedValue({ ...website, currency: 'HUF' });
  const { token } = await placeOrder(t.app, 'card');
  await t.app.db.updateTable('orders').set({ payment_method: 'paypal', total }).where('token', '=', token).execute();
  return { token, create };
}

const start = (token: string, language: string) =>
  t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, headers: { 'content-language': language }, remoteAddress: nextAddress() });

test('1999.50 HUF by PayPal is refused, said in the request\'s language, and nothing is asked of PayPal', async () => {
  const { token, create } = await hufPaypalOrder(1999.5);
  const refusals = await Promise.all(['en', 'es', 'lt', 'ro'].map((language) => start(token, language)));
  expect(refusals.map((res) => res.statusCode)).toEqual([422, 422, 422, 422]);
  expect(refusals[0]!.json().message).toBe('Paying by paypal in HUF takes whole amounts only, and this order\'s total has decimals. Please choose another way to pay.');
  expect(refusals[1]!.json().message).toBe('El pago con paypal en HUF solo admite importes enteros, y el total de este pedido tiene decimales. Elige otra forma de pago.');
  expect(create).not.toHaveBeenCalled();
  const order = await t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  expect(await t.app.repositories.payments.forOrder(order.id)).toBeFalsy();
});

test('a whole HUF total goes to PayPal as it is', async () => {
  const { token, create } = await hufPaypalOrder(2000);
  const res = await start(token, 'en');
  expect(res.statusCode).toBeLessThan(300);
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ amount: 2000, currency: 'HUF' }));
});

test('an order priced in yen with a percent voucher is placed in whole yen, the checkout\'s total, and PayPal is asked for it', async () => {
  const paypal = paypalProvider({ clientId: 'id', clientSecret: 'secret', webhookId: 'hook', environment: 'sandbox' });
  const create = jest.spyOn(paypal, 'createPayment').mockResolvedValue({ providerPaymentId: 'PAYPAL-YEN-ORDER', clientSecret: null });
  jest.replaceProperty(t.app.paymentProviders, 'paypal', paypal);
  const website = await t.app.repositories.website.website();
  jest.spyOn(t.app.repositories.website, 'website').mockResolvedValue({ ...website, currency: 'JPY' });
  // 5 lemonades at 14: 70; 15 % off is 10.50, and there is no half yen: 11 off, 59 to pay. The
  // checkout counts the same with the shared pricing module and sends 59 as the total it showed.
  const placed = await placeRequest(t.app, pickupOrder({ payment_method: 'card', voucher_code: 'NOBEER15', products: [orderLine(24, 5)], expected_total: 59 }));
  expect(placed).toMatchObject({ subtotal: 70, voucher_value: 11, total: 59 });
  await t.app.db.updateTable('orders').set({ payment_method: 'paypal' }).where('token', '=', placed.token).execute();
  const res = await start(placed.token, 'en');
  expect(res.statusCode).toBeLessThan(300);
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ amount: 59, currency: 'JPY' }));
});
