import { jest } from '@jest/globals';
import type { PaymentProvider } from '../../../../src/domain/payments/payment-provider';
import type { GroupOrderRow } from '../../../../src/repositories/group-orders-repository';
import { bearer, registerUser } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder as placeOrderAs } from '../../../helpers/orders';
import { SHOP_OPEN, nextAddress, placeOrder, startPayment } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// The payment routes' other refusals, in the language the request is in (Content-Language), as
// starting a payment's are (payment-refusals-in-language); English stays as it was. The built-in
// sandbox takes cards; PayPal is not configured; Braintree and PayPal are stood in for by doubles.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  // Many orders at the same moment: no cap on a kitchen slot's orders.
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

const UNKNOWN_TOKEN = 'NoSuchOrderNoSuchOrderNoSuchOrd1';

function call(method: 'GET' | 'POST' | 'PUT', url: string, language: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, payload, headers: { 'content-language': language, ...headers }, remoteAddress: nextAddress() });
}

async function refusalIn(status: number, ...request: Parameters<typeof call>): Promise<string> {
  const res = await call(...request);
  expect(res.statusCode).toBe(status);
  return res.json().message;
}

/** A card order whose sandbox payment is started. */
async function startedCardOrder(): Promise<string> {
  const { token } = await placeOrder(t.app, 'card');
  expect((await startPayment(t.app, token)).statusCode).toBe(201);
  return token;
}

/** The order's payment as if `provider` had made it, that provider standing in as `slot`. */
async function paidThrough(token: string, slot: 'card' | 'paypal', provider: PaymentProvider): Promise<void> {
  jest.replaceProperty(t.app.paymentProviders, slot, provider);
  const order = await t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  await t.app.db.updateTable('payments').set({ provider: provider.name }).where('order_id', '=', order.id).execute();
}

const card = () => t.app.paymentProviders.card!;
const unanswered = async () => {
  throw new Error('connection reset');
};

test('a store that does not exist, in the payment methods on offer', async () => {
  const url = '/public/payment-methods?delivery_type=pickup&store_id=99';
  expect(await refusalIn(404, 'GET', url, 'en')).toBe('Store 99 does not exist.');
  expect(await refusalIn(404, 'GET', url, 'lt')).toBe('Parduotuvės 99 nėra.');
  expect(await refusalIn(404, 'GET', url, 'ro')).toBe('Restaurantul 99 nu există.');
});

test('a link to no order (unknown, or cut short), and an order whose payment was not started', async () => {
  expect(await refusalIn(404, 'GET', `/public/payments/${UNKNOWN_TOKEN}/method`, 'en')).toBe('There is no order with this link.');
  expect(await refusalIn(404, 'GET', `/public/payments/${UNKNOWN_TOKEN}/method`, 'es')).toBe('No hay ningún pedido con este enlace.');
  expect(await refusalIn(404, 'POST', '/public/payments', 'ro', { order_token: UNKNOWN_TOKEN })).toBe('Nu există nicio comandă cu acest link.');
  // A token cut short or mistyped in a link names no order either: the same 404, in words.
  expect(await refusalIn(404, 'POST', '/public/payments', 'es', { order_token: 'bogus' })).toBe('No hay ningún pedido con este enlace.');
  expect(await refusalIn(404, 'GET', '/public/payments/bogus/method', 'en')).toBe('There is no order with this link.');
  expect(await refusalIn(404, 'GET', '/public/orders/bogus', 'en')).toBe('There is no order with this link.');
  expect(await refusalIn(404, 'GET', `/public/orders/${UNKNOWN_TOKEN}`, 'lt')).toBe('Pagal šią nuorodą užsakymo nėra.');
  const { token } = await placeOrder(t.app, 'card');
  expect(await refusalIn(404, 'GET', `/public/payments/${token}`, 'en')).toBe('No payment was started for this order yet.');
  expect(await refusalIn(404, 'GET', `/public/payments/${token}`, 'lt')).toBe('Šio užsakymo mokėjimas dar nepradėtas.');
  expect(await refusalIn(404, 'POST', `/public/payments/${token}/paypal-capture`, 'es')).toBe('Todavía no se ha iniciado ningún pago para este pedido.');
});

test('the sandbox card\'s fields', async () => {
  const token = await startedCardOrder();
  const wrong = { card_number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' };
  const fieldsIn = async (language: string) => {
    const res = await call('POST', `/public/payments/${token}/sandbox-card`, language, wrong);
    expect(res.statusCode).toBe(422);
    return res.json();
  };
  expect((await fieldsIn('en')).fields).toEqual({
    card_number: 'The card number is invalid.', expiry: 'Enter the expiry date as MM/YY, not in the past.', cvc: 'The security code is 3 or 4 digits.',
  });
  expect(await fieldsIn('es')).toMatchObject({
    message: 'El número de tarjeta no es válido.',
    fields: { card_number: 'El número de tarjeta no es válido.', expiry: 'Escribe la caducidad como MM/AA, no en el pasado.', cvc: 'El código de seguridad tiene 3 o 4 dígitos.' },
  });
  expect((await fieldsIn('lt')).fields).toEqual({
    card_number: 'Neteisingas kortelės numeris.', expiry: 'Įveskite galiojimo datą kaip MM/YY, ne praeityje.', cvc: 'Saugos kodas turi 3 arba 4 skaitmenis.',
  });
  expect((await fieldsIn('ro')).fields).toEqual({
    card_number: 'Numărul cardului nu este valid.', expiry: 'Introdu data expirării ca LL/AA, nu în trecut.', cvc: 'Codul de securitate are 3 sau 4 cifre.',
  });
});

test('a provider\'s form the order is not paid through', async () => {
  const token = await startedCardOrder();
  expect(await refusalIn(409, 'POST', `/public/payments/${token}/braintree-nonce`, 'es', { nonce: 'fake-valid-nonce' })).toBe('Este pedido no se paga a través de Braintree.');
  expect(await refusalIn(409, 'POST', `/public/payments/${token}/braintree-nonce`, 'lt', { nonce: 'fake-valid-nonce' })).toBe('Šis užsakymas apmokamas ne per šį mokėjimų teikėją: Braintree.');
  expect(await refusalIn(409, 'POST', `/public/payments/${token}/paypal-capture`, 'en')).toBe('This order is not paid with PayPal.');
  expect(await refusalIn(409, 'POST', `/public/payments/${token}/paypal-capture`, 'ro')).toBe('Această comandă nu se plătește cu PayPal.');
  await paidThrough(token, 'card', { ...card(), name: 'stripe' });
  const sandboxCard = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  expect(await refusalIn(409, 'POST', `/public/payments/${token}/sandbox-card`, 'lt', sandboxCard)).toBe('Šis užsakymas apmokamas per kitą mokėjimų teikėją, ne bandomųjų kortelių forma.');
});

test('Braintree, PayPal or the saved card\'s provider not answering a charge', async () => {
  const braintree = await startedCardOrder();
  await paidThrough(braintree, 'card', { ...card(), name: 'braintree', chargeNonce: unanswered });
  expect(await refusalIn(502, 'POST', `/public/payments/${braintree}/braintree-nonce`, 'es', { nonce: 'fake-valid-nonce' })).toBe('Braintree no ha respondido. Espera un momento antes de volver a intentarlo.');
  jest.restoreAllMocks();

  const paypal = await startedCardOrder();
  await paidThrough(paypal, 'paypal', { ...card(), name: 'paypal', method: 'paypal', capture: unanswered });
  expect(await refusalIn(502, 'POST', `/public/payments/${paypal}/paypal-capture`, 'lt')).toBe('PayPal neatsakė. Palaukite akimirką prieš bandydami dar kartą.');

  const ana = await registerUser(t.app);
  const { token } = await placeOrderAs(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), bearer(ana.token));
  expect((await startPayment(t.app, token)).statusCode).toBe(201);
  const saved = await t.app.db
    .insertInto('saved_cards')
    .values({ user_id: ana.id, provider: 'sandbox', provider_reference: 'sbx_pm_unanswered', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })
    .returning('id')
    .executeTakeFirstOrThrow();
  jest.spyOn(card(), 'chargeStoredCard').mockImplementation(unanswered);
  expect(await refusalIn(502, 'POST', `/public/payments/${token}/saved-card`, 'ro', { card_id: saved.id }, bearer(ana.token)))
    .toBe('Furnizorul de plăți nu a răspuns. Te rugăm să aștepți puțin înainte de a încerca din nou.');
}, 60_000);

test('a change of method refused: paid, paid by shares, not offered, under way, the provider not answering', async () => {
  const token = await startedCardOrder();
  const change = (language: string, payment_method: string) => call('PUT', `/public/payments/${token}/method`, language, { payment_method });
  const refusal = async (status: number, language: string, method = 'cash-pickup') => {
    const res = await change(language, method);
    expect(res.statusCode).toBe(status);
    return res.json().message;
  };
  expect(await refusal(422, 'es', 'paypal')).toBe('El método de pago "paypal" no se ofrece para este pedido.');
  expect(await refusal(422, 'lt', 'paypal')).toBe('Šiam užsakymui šis mokėjimo būdas nesiūlomas: paypal.');

  const shares = jest.spyOn(t.app.repositories.groupOrders, 'byOrderId').mockResolvedValue({ payment_mode: 'split' } as GroupOrderRow);
  expect(await refusal(409, 'ro')).toBe('În această comandă de grup fiecare își plătește partea cu cardul: metoda nu se poate schimba.');
  shares.mockRestore();

  // The sandbox cancels nothing at a provider; here it is asked to, and does not answer, then finds the payment settling.
  const cancel = jest.fn<NonNullable<PaymentProvider['cancel']>>().mockImplementationOnce(unanswered).mockResolvedValueOnce({ status: 'processing', failure: null });
  jest.replaceProperty(t.app.paymentProviders, 'card', { ...card(), cancel });
  expect(await refusal(502, 'es')).toBe('El proveedor de pagos no ha respondido. Inténtalo de nuevo en un momento.');
  expect(await refusal(409, 'lt')).toBe('Šio užsakymo mokėjimas vykdomas. Palaukite jo rezultato prieš pasirinkdami kitą būdą.');
  jest.restoreAllMocks();

  await t.app.db.updateTable('orders').set({ paid_at: SHOP_OPEN }).where('token', '=', token).execute();
  expect(await refusal(409, 'en')).toBe('This order is paid: its payment method cannot change any more.');
  expect(await refusal(409, 'es')).toBe('Este pedido ya está pagado: su método de pago ya no puede cambiar.');
});
