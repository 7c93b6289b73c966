import { jest } from '@jest/globals';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import { bearer, registerUser } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder as placeOrderAs } from '../../../helpers/orders';
import { SHOP_OPEN, nextAddress, placeOrder } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Starting an order's payment, and an attempt to pay it, are refused in the language the request
// is in (Content-Language), as the order's refusals are; English stays as it was. The built-in
// sandbox takes cards; PayPal is not configured; the shop's currency is RON.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
});
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

function startPaymentIn(language: string, orderToken: string) {
  return t.app.inject({
    method: 'POST', url: '/public/payments', payload: { order_token: orderToken }, headers: { 'content-language': language }, remoteAddress: nextAddress(),
  });
}

async function refusalIn(language: string, orderToken: string, status = 422): Promise<string> {
  const res = await startPaymentIn(language, orderToken);
  expect(res.statusCode).toBe(status);
  return res.json().message;
}

/** A card order (so it can be placed) that the database then says is paid by `method`. */
async function orderPaidBy(method: PaymentMethod): Promise<string> {
  const { token } = await placeOrder(t.app, 'card');
  await t.app.db.updateTable('orders').set({ payment_method: method }).where('token', '=', token).execute();
  return token;
}

test('an order paid when the food changes hands', async () => {
  const { token } = await placeOrder(t.app, 'cash-pickup');
  expect(await refusalIn('en', token)).toBe('This order is paid when the food changes hands: there is nothing to pay online.');
  expect(await refusalIn('es-ES', token)).toBe('Este pedido se paga al entregar la comida: no hay nada que pagar en línea.');
  expect(await refusalIn('lt', token)).toBe('Šis užsakymas apmokamas perduodant maistą: internetu mokėti nieko nereikia.');
  expect(await refusalIn('ro', token)).toBe('Această comandă se plătește la predarea mâncării: nu ai nimic de plătit online.');
});

test('a method the shop does not offer, or not in its currency', async () => {
  const token = await orderPaidBy('paypal');
  expect(await refusalIn('es', token)).toBe('Esta tienda no ofrece el pago con paypal.');
  expect(await refusalIn('lt', token)).toBe('Ši parduotuvė nesiūlo mokėjimo būdo: paypal.');
  // A PayPal that takes euros only.
  const card = t.app.paymentProviders.card!;
  jest.replaceProperty(t.app.paymentProviders, 'paypal', { ...card, name: 'paypal', method: 'paypal', currencies: new Set(['EUR']) });
  expect(await refusalIn('es', token)).toBe('El pago con paypal no se ofrece en RON.');
  expect(await refusalIn('ro', token)).toBe('Plata prin paypal nu este disponibilă în RON.');
});

test('a share the group order\'s organiser pays, and a group order paid share by share', async () => {
  const share = await orderPaidBy('by_organizer');
  expect(await refusalIn('es', share)).toBe('El organizador del pedido en grupo paga esta parte: aquí no hay nada que pagar.');
  expect(await refusalIn('lt', share)).toBe('Šią dalį moka grupinio užsakymo organizatorius: čia mokėti nieko nereikia.');
  const { token } = await placeOrder(t.app, 'card');
  jest.spyOn(t.app.repositories.groupOrders, 'isPaidByShares').mockResolvedValue(true);
  expect(await refusalIn('es', token)).toBe('En este pedido en grupo cada uno paga su parte, en su propia pantalla del pedido en grupo.');
  expect(await refusalIn('ro', token)).toBe('În această comandă de grup fiecare își plătește partea, pe propriul ecran al comenzii de grup.');
});

test('the payment provider not answering', async () => {
  const { token } = await placeOrder(t.app, 'card');
  jest.spyOn(t.app.paymentProviders.card!, 'createPayment').mockRejectedValue(new Error('connection reset'));
  expect(await refusalIn('es', token, 502)).toBe('El proveedor de pagos no ha respondido. Inténtalo de nuevo en un momento.');
  expect(await refusalIn('lt', token, 502)).toBe('Mokėjimų teikėjas neatsakė. Pabandykite dar kartą po akimirkos.');
});

test('the order paying by another method meanwhile, when the payment starts and when a card is tried', async () => {
  const { token } = await placeOrder(t.app, 'card');
  const payments = t.app.repositories.payments;
  jest.spyOn(payments, 'claim').mockResolvedValueOnce('order_changed');
  expect(await refusalIn('es', token, 409)).toBe('Este pedido ya no se paga de esta forma. Vuelve a cargar la página.');

  expect((await startPaymentIn('en', token)).statusCode).toBe(201);
  // The attempt is refused and the payment read back is no longer the order's: it was replaced.
  const forOrder = payments.forOrder.bind(payments);
  jest.spyOn(payments, 'startAttempt').mockResolvedValueOnce(null);
  jest.spyOn(payments, 'forOrder').mockImplementationOnce(forOrder).mockResolvedValueOnce(null);
  const attempt = await t.app.inject({
    method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    headers: { 'content-language': 'lt' }, remoteAddress: nextAddress(),
  });
  expect(attempt.statusCode).toBe(409);
  expect(attempt.json().message).toBe('Šis užsakymas nebeapmokamas šiuo būdu. Įkelkite puslapį iš naujo.');
});

test('the provider not taking "save this card"', async () => {
  const ana = await registerUser(t.app);
  const { token } = await placeOrderAs(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), bearer(ana.token));
  expect((await startPaymentIn('en', token)).statusCode).toBe(201);
  // The sandbox keeps no cards at the provider: here it is asked to, and does not answer.
  const card = t.app.paymentProviders.card!;
  card.keepCardForLater = async () => {
    throw new Error('connection reset');
  };
  try {
    const res = await t.app.inject({
      method: 'PUT', url: `/public/payments/${token}/card-saving`, payload: { save: true },
      headers: { ...bearer(ana.token), 'content-language': 'ro' }, remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Furnizorul de plăți nu a răspuns. Te rugăm să încerci din nou în câteva momente.');
  } finally {
    delete card.keepCardForLater;
  }
}, 60_000);
