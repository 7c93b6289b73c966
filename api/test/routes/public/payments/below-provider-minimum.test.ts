import { jest } from '@jest/globals';
import nock from 'nock';
import type { Language } from 'shared-contracts/types/language';
import { createPayment } from '../../../../src/domain/payments/create-payment';
import { stripeMinimumAmount } from '../../../../src/domain/payments/stripe-minimums';
import type { PayableOrder } from '../../../../src/repositories/payments-repository';
import { orderLine, orderRefusalsIn, pickupOrder } from '../../../helpers/orders';
import { nextAddress, placeOrder } from '../../../helpers/placed-order';
import { STRIPE, changeMethod, intent, orderMethod, withStripe } from './method-change-doubles';

// Stripe charges no less than its minimum per currency (2 lei in RON) and refuses an intent for
// less. An order under it could never be paid by card: it is refused at placing, a change to card
// is refused, and a start says so in the customer's language, naming the minimum and the way out,
// rather than that the provider did not answer. Nothing is asked of Stripe (nock refuses any call).
const stripe = withStripe();

afterEach(() => {
  jest.restoreAllMocks();
});

const LANGUAGES: Language[] = ['en', 'es', 'lt', 'ro'];

async function cardOrderOf(total: number): Promise<string> {
  const { token } = await placeOrder(stripe.t.app, 'cash-pickup');
  // What bonus points covering all but `total` would leave: the stored total is what is charged.
  await stripe.t.app.db.updateTable('orders').set({ payment_method: 'card', total }).where('token', '=', token).execute();
  return token;
}

const start = (token: string, language: Language) =>
  stripe.t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, headers: { 'content-language': language }, remoteAddress: nextAddress() });

test('Stripe\'s documented minimums: 2 lei, 0.50 € and $, 0.30 £; none for a currency its table does not name', () => {
  expect(['RON', 'eur', 'USD', 'GBP', 'HUF', 'JPY'].map(stripeMinimumAmount)).toEqual([2, 0.5, 0.5, 0.3, 175, 50]);
  expect(stripeMinimumAmount('XYZ')).toBeNull();
});

test('a card payment of 1 lei is refused in the request\'s language, naming the minimum, and Stripe is not asked', async () => {
  const token = await cardOrderOf(1);
  const refusals = await Promise.all(LANGUAGES.map((language) => start(token, language)));
  expect(refusals.map((res) => res.statusCode)).toEqual([422, 422, 422, 422]);
  expect(refusals.map((res) => res.json().message)).toEqual([
    '"Card online" takes payments of at least 2 lei, and this order comes to 1 lei. Please choose another way to pay.',
    '"Tarjeta en línea" solo admite pagos de al menos 2 lei, y este pedido suma 1 lei. Elige otra forma de pago.',
    'Mokėjimo būdu „Kortele internetu“ galima mokėti ne mažiau kaip 2 lei, o šio užsakymo suma yra 1 lei. Pasirinkite kitą mokėjimo būdą.',
    'Metoda „Card online” acceptă plăți de cel puțin 2 lei, iar această comandă are 1 lei. Te rugăm să alegi alt mod de plată.',
  ]);
  // The way out is another method: the screen offers the order's others.
  expect(refusals[0]!.json().field).toBe('payment_method');
  const { id } = await stripe.t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  expect(await stripe.t.app.repositories.payments.forOrder(id)).toBeFalsy();
});

test('the minimum itself is charged: an intent of 2 lei is asked of Stripe', async () => {
  const token = await cardOrderOf(2);
  const created = nock(STRIPE).post('/v1/payment_intents', (body: Record<string, string>) => body.amount === '200' && body.currency === 'ron').reply(200, intent(token));
  expect((await start(token, 'en')).statusCode).toBe(201);
  expect(created.isDone()).toBe(true);
});

test('the order paid in cash can change to card only when its total reaches the minimum', async () => {
  const token = await cardOrderOf(1.5);
  await stripe.t.app.db.updateTable('orders').set({ payment_method: 'cash-pickup' }).where('token', '=', token).execute();
  const res = await changeMethod(stripe.t, token, 'card');
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe('"Card online" takes payments of at least 2 lei, and this order comes to 1.50 lei. Please choose another way to pay.');
  expect(await orderMethod(stripe.t, token)).toBe('cash-pickup');
});

test('an order under the minimum is refused at placing, on its payment method, before anything is stored', async () => {
  // 14 CZK of lemonade, under Stripe's 15 Kč.
  const website = await stripe.t.app.repositories.website.website();
  jest.spyOn(stripe.t.app.repositories.website, 'website').mockResolvedValue({ ...website, currency: 'CZK' });
  const before = await stripe.t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const card = pickupOrder({ payment_method: 'card', products: [orderLine(24, 1)] });
  const fields = await Promise.all(LANGUAGES.map((language) => orderRefusalsIn(stripe.t.app, language, card)));
  expect(fields.map((refused) => refused.payment_method)).toEqual([
    '"Card online" takes payments of at least 15 CZK, and this order comes to 14 CZK. Please choose another way to pay.',
    '"Tarjeta en línea" solo admite pagos de al menos 15 CZK, y este pedido suma 14 CZK. Elige otra forma de pago.',
    'Mokėjimo būdu „Kortele internetu“ galima mokėti ne mažiau kaip 15 CZK, o šio užsakymo suma yra 14 CZK. Pasirinkite kitą mokėjimo būdą.',
    'Metoda „Card online” acceptă plăți de cel puțin 15 CZK, iar această comandă are 14 CZK. Te rugăm să alegi alt mod de plată.',
  ]);
  const after = await stripe.t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  expect(after.n).toBe(before.n);
  // Cash at the counter takes it; so does card once the order reaches the minimum.
  await expect(orderRefusalsIn(stripe.t.app, 'en', { ...card, payment_method: 'cash-pickup' })).rejects.toThrow('order not refused (201)');
  await expect(orderRefusalsIn(stripe.t.app, 'en', { ...card, products: [orderLine(24, 2)] })).rejects.toThrow('order not refused (201)');
});

test('a share of a split group order under the minimum tells its payer to ask the organiser to pay it', async () => {
  const { token } = await placeOrder(stripe.t.app, 'cash-pickup');
  const { id, store_id } = await stripe.t.app.db.selectFrom('orders').select(['id', 'store_id']).where('token', '=', token).executeTakeFirstOrThrow();
  const share: PayableOrder = {
    id, token: 'share-token-under-the-minimum', total: 1.5, payment_method: 'card', delivery_type: 'pickup', store_id, user_id: null,
    paid_at: null, abandoned_at: null, table_received_at: null, share_id: 9_999, group_order_link: 'group-link', in_group_order: true,
  };
  const refused = createPayment(stripe.t.app, share, undefined, 'en');
  await expect(refused).rejects.toMatchObject({
    statusCode: 422,
    message: 'Paying by card online takes at least 2 lei, and your share comes to 1.50 lei, so it cannot be paid here on its own. Please ask the organiser to pay for you with their share.',
  });
  // A share's method cannot change: no field invites the payer to choose another.
  await expect(refused).rejects.toMatchObject({ field: undefined });
});

test('a minimum the shop does not know of, answered by Stripe as amount_too_small, is refused as too small, not as no answer', async () => {
  // Stripe's table is by the account's settlement currency: in baht the shop names no minimum.
  const website = await stripe.t.app.repositories.website.website();
  jest.spyOn(stripe.t.app.repositories.website, 'website').mockResolvedValue({ ...website, currency: 'THB' });
  const token = await cardOrderOf(5);
  const tooSmall = { error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least ฿10.00 thb' } };
  nock(STRIPE).post('/v1/payment_intents').times(4).reply(400, tooSmall);
  const refusals = [];
  for (const language of LANGUAGES) refusals.push(await start(token, language));
  expect(refusals.map((res) => res.statusCode)).toEqual([422, 422, 422, 422]);
  expect(refusals.map((res) => res.json().message)).toEqual([
    '"Card online" cannot take a payment as small as 5 THB. Please choose another way to pay.',
    '"Tarjeta en línea" no admite un pago tan pequeño como 5 THB. Elige otra forma de pago.',
    'Mokėjimo būdu „Kortele internetu“ negalima sumokėti tokios mažos sumos kaip 5 THB. Pasirinkite kitą mokėjimo būdą.',
    'Metoda „Card online” nu acceptă o plată atât de mică precum 5 THB. Te rugăm să alegi alt mod de plată.',
  ]);
  expect(refusals[0]!.json().field).toBe('payment_method');
  // Nothing was made at Stripe: the order keeps no payment, and a change to cash is not held up.
  const { id } = await stripe.t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  expect(await stripe.t.app.repositories.payments.forOrder(id)).toBeFalsy();
  expect((await changeMethod(stripe.t, token, 'cash-pickup')).statusCode).toBe(200);
});
