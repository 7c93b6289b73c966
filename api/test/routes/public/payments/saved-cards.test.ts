import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../../helpers/orders';
import { SHOP_OPEN, nextAddress, paidAt, startPayment } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Saved cards on the built-in sandbox provider: saved when the customer ticks "Save this card for
// next time" and the provider confirms the payment; a saved card pays a later order of its owner only.
let clock = SHOP_OPEN;
let t: TestApp;
let ana: Registered;
let ion: Registered;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, payments: { stripe: null, paypal: null, sandboxSettleMs: 3000 } });
  [ana, ion] = [await registerUser(t.app), await registerUser(t.app)];
  // A fresh database and two argon2 hashes: slow on a busy machine.
}, 120_000);
afterAll(() => t.close());
afterEach(() => {
  clock = SHOP_OPEN;
});

let slot = 0;
/** A card order of two lemonades (28) placed by `user` (a guest without one), its payment started. */
async function cardOrder(user: Registered | null): Promise<string> {
  // Each in a kitchen slot of its own hour, clear of the others (Old Town: 10:00-22:00 in Bucharest).
  slot += 1;
  clock = new Date(SHOP_OPEN.getTime() + (slot % 9) * 3600_000 - 2 * 3600_000 + Math.floor(slot / 9) * 15 * 60_000);
  const placed = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), user ? bearer(user.token) : {});
  expect((await startPayment(t.app, placed.token)).statusCode).toBe(201);
  return placed.token;
}

const as = (user: Registered | null) => (user ? bearer(user.token) : {});
const cardSaving = (token: string, save: boolean, user: Registered | null) =>
  t.app.inject({ method: 'PUT', url: `/public/payments/${token}/card-saving`, payload: { save }, headers: as(user), remoteAddress: nextAddress() });
const payByCard = (token: string, card_number: string, expiry = '12/30') =>
  t.app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number, expiry, cvc: '123' }, remoteAddress: nextAddress() });
const savedCardsFor = (token: string, user: Registered | null) => t.app.inject({ method: 'GET', url: `/public/payments/${token}/saved-cards`, headers: as(user) });
const payWithSaved = (token: string, card_id: number, user: Registered | null) =>
  t.app.inject({ method: 'POST', url: `/public/payments/${token}/saved-card`, payload: { card_id }, headers: as(user), remoteAddress: nextAddress() });
const accountCards = async (user: Registered) => (await t.app.inject({ method: 'GET', url: '/public/account/cards', headers: bearer(user.token) })).json();

async function savedRows(user: Registered) {
  return t.app.db.selectFrom('saved_cards').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
}

async function forgetCards(user: Registered) {
  await t.app.db.deleteFrom('saved_cards').where('user_id', '=', user.id).execute();
}

test('a ticked card is saved once the payment succeeds: the reference, brand, last four digits and expiry, never the number', async () => {
  await forgetCards(ana);
  const token = await cardOrder(ana);
  expect((await savedCardsFor(token, ana)).json()).toEqual({ cards: [], can_save: true });
  expect((await cardSaving(token, true, ana)).json()).toEqual({ save: true });
  // Asked for, but nothing is saved before the provider confirms.
  expect(await savedRows(ana)).toEqual([]);

  const paid = await payByCard(token, '4242 4242 4242 4242', '11/31');
  expect(paid.json()).toMatchObject({ status: 'succeeded' });
  const [row, ...more] = await savedRows(ana);
  expect(more).toEqual([]);
  expect(row).toMatchObject({ provider: 'sandbox', provider_reference: expect.stringMatching(/^sbx_pm_/), brand: 'visa', last4: '4242', exp_month: 11, exp_year: 2031 });
  expect(JSON.stringify(row)).not.toMatch(/4242 ?4242 ?4242/);
  expect(await accountCards(ana)).toEqual([{ id: row?.id, brand: 'visa', last4: '4242', exp_month: 11, exp_year: 2031 }]);
  // The sandbox's own book keeps the last four digits too, never the number.
  expect(JSON.stringify(await t.app.db.selectFrom('sandbox_payment_methods').selectAll().execute())).not.toMatch(/4242 ?4242 ?4242/);
});

test('an unticked card, or one ticked and then unticked, is not saved', async () => {
  await forgetCards(ana);
  const plain = await cardOrder(ana);
  await payByCard(plain, '4242 4242 4242 4242');
  const changedMind = await cardOrder(ana);
  await cardSaving(changedMind, true, ana);
  expect((await cardSaving(changedMind, false, ana)).json()).toEqual({ save: false });
  expect((await payByCard(changedMind, '4242 4242 4242 4242')).json()).toMatchObject({ status: 'succeeded' });
  expect(await savedRows(ana)).toEqual([]);
});

test('a declined card is not saved; the card that then pays is', async () => {
  await forgetCards(ana);
  const token = await cardOrder(ana);
  await cardSaving(token, true, ana);
  expect((await payByCard(token, '4000 0000 0000 0002')).json()).toMatchObject({ status: 'requires_payment_method' });
  expect(await savedRows(ana)).toEqual([]);
  expect((await payByCard(token, '4242 4242 4242 4242')).json()).toMatchObject({ status: 'succeeded' });
  expect((await savedRows(ana)).map((row) => row.last4)).toEqual(['4242']);
});

test('a processing card is saved when the provider confirms it later, not before', async () => {
  await forgetCards(ana);
  const token = await cardOrder(ana);
  await cardSaving(token, true, ana);
  expect((await payByCard(token, '4000 0000 0000 0077')).json()).toMatchObject({ status: 'processing' });
  expect(await savedRows(ana)).toEqual([]);
  clock = new Date(clock.getTime() + 3001);
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${token}` })).json()).toMatchObject({ status: 'succeeded' });
  expect((await savedRows(ana)).map((row) => row.last4)).toEqual(['0077']);
});

test('the same card saved again keeps one entry', async () => {
  await forgetCards(ana);
  for (let i = 0; i < 2; i += 1) {
    const token = await cardOrder(ana);
    await cardSaving(token, true, ana);
    await payByCard(token, '4242 4242 4242 4242', '10/32');
  }
  expect(await accountCards(ana)).toHaveLength(1);
});

test("a saved card pays the owner's next order, which is then paid and earns its points", async () => {
  await forgetCards(ana);
  const first = await cardOrder(ana);
  await cardSaving(first, true, ana);
  await payByCard(first, '4242 4242 4242 4242');
  const [card] = await accountCards(ana);

  const second = await cardOrder(ana);
  expect((await savedCardsFor(second, ana)).json()).toEqual({ cards: [card], can_save: true });
  const pointsBefore = (await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(ana.token) })).json().points_balance;
  const paid = await payWithSaved(second, card.id, ana);
  expect(paid.statusCode).toBe(200);
  expect(paid.json()).toMatchObject({ payment: { order_token: second, status: 'succeeded', amount: 28 }, redirect_url: null });
  expect(await paidAt(t.app, second)).toEqual(clock);
  // 10 % of the 28 paid for pickup.
  expect((await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(ana.token) })).json().points_balance).toBe(pointsBefore + 2);
  // A paid order is never charged again, with the saved card or any other.
  const charges = await t.app.db.selectFrom('sandbox_charges').select('id').execute();
  expect((await payWithSaved(second, card.id, ana)).json()).toMatchObject({ payment: { status: 'succeeded' } });
  expect(await t.app.db.selectFrom('sandbox_charges').select('id').execute()).toHaveLength(charges.length);
});

test('a saved card the provider refuses answers the failure and leaves the order payable', async () => {
  await forgetCards(ana);
  // A card the sandbox has no record of (as a provider that dropped it).
  const [card] = [await t.app.repositories.savedCards.save(ana.id, { provider: 'sandbox', provider_reference: 'sbx_pm_missing', brand: 'visa', last4: '0002', exp_month: 1, exp_year: 2031 })];
  const token = await cardOrder(ana);
  const paid = await payWithSaved(token, card.id, ana);
  expect(paid.json()).toMatchObject({ payment: { status: 'requires_payment_method' } });
  expect(await paidAt(t.app, token)).toBeNull();
  expect((await payByCard(token, '4242 4242 4242 4242')).json()).toMatchObject({ status: 'succeeded' });
});

test("only the owner's cards pay, only for the owner's own order: another's card is not found, another's order is refused", async () => {
  await forgetCards(ana);
  const anaOrder = await cardOrder(ana);
  await cardSaving(anaOrder, true, ana);
  await payByCard(anaOrder, '4242 4242 4242 4242');
  const [anaCard] = await accountCards(ana);

  // Ion with Ana's card on his own order: the same answer as a card that does not exist.
  const ionOrder = await cardOrder(ion);
  const stolen = await payWithSaved(ionOrder, anaCard.id, ion);
  const missing = await payWithSaved(ionOrder, 999_999, ion);
  expect([stolen.statusCode, missing.statusCode]).toEqual([404, 404]);
  expect(stolen.json().message).toBe(missing.json().message);
  expect((await savedCardsFor(ionOrder, ion)).json()).toEqual({ cards: [], can_save: true });

  // Ana's card on Ion's order, Ana on a guest's order: refused, and neither sees the other's cards.
  const guestOrder = await cardOrder(null);
  for (const token of [ionOrder, guestOrder]) {
    expect((await payWithSaved(token, anaCard.id, ana)).statusCode).toBe(403);
    expect((await cardSaving(token, true, ana)).statusCode).toBe(403);
    expect((await savedCardsFor(token, ana)).json()).toEqual({ cards: [], can_save: false });
  }
  // A visitor or a made-up token: 401 before anything is read.
  for (const headers of [{}, bearer('made-up-token-000000000000')]) {
    expect((await t.app.inject({ method: 'POST', url: `/public/payments/${ionOrder}/saved-card`, payload: { card_id: anaCard.id }, headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/public/payments/${ionOrder}/saved-cards`, headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/public/payments/${ionOrder}/card-saving`, payload: { save: true }, headers })).statusCode).toBe(401);
  }
  expect(await paidAt(t.app, ionOrder)).toBeNull();
  expect(await paidAt(t.app, guestOrder)).toBeNull();
  expect((await payWithSaved(ionOrder, 0, ion)).statusCode).toBe(400);
});

test('a card deleted in the account no longer pays', async () => {
  await forgetCards(ana);
  const first = await cardOrder(ana);
  await cardSaving(first, true, ana);
  await payByCard(first, '4242 4242 4242 4242');
  const [card] = await accountCards(ana);
  expect((await t.app.inject({ method: 'DELETE', url: `/public/account/cards/${card.id}`, headers: bearer(ana.token) })).json()).toEqual({ deleted: true });
  const next = await cardOrder(ana);
  expect((await savedCardsFor(next, ana)).json()).toEqual({ cards: [], can_save: true });
  expect((await payWithSaved(next, card.id, ana)).statusCode).toBe(404);
  expect(await paidAt(t.app, next)).toBeNull();
});

test('a paid order takes no card saving any more', async () => {
  const token = await cardOrder(ana);
  await payByCard(token, '4242 4242 4242 4242');
  const late = await cardSaving(token, true, ana);
  expect(late.statusCode).toBe(409);
  expect(late.json().message).toBe("This order's payment is already under way or done.");
  expect((await savedCardsFor(token, ana)).json()).toMatchObject({ can_save: false });
});
