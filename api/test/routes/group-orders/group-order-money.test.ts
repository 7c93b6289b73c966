import type { OrderPaid } from '../../../src/domain/payments/order-paid';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { OLD_TOWN_ADDRESS, groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN, nextAddress } from '../../helpers/placed-order';
import { pickupOrder } from '../../helpers/orders';

// Old Town (store 1): Margherita 40 cm (size 112) 46 + pack 2; Penne arrabbiata (11) 29 + pack 1.5;
// House lemonade (24) 14; Aurora burger (19) must be ordered with a cooking and a side. Its fixed-fee
// delivery area charges 12 under 150 and needs 50 of food.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
const paid: OrderPaid[] = [];
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
  t.app.onOrderPaid.push((event) => {
    paid.push(event);
  });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(() => t.close());

const pay = (token: string, card_number = '4242 4242 4242 4242') =>
  t.app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number, expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() });
const startPayment = (token: string) => t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, remoteAddress: nextAddress() });
const delivery = (overrides = {}) => ({ delivery_type: 'delivery' as const, pickup_type: null, payment_method: 'card' as const, ...OLD_TOWN_ADDRESS, ...overrides });

async function shareToken(participantId: number): Promise<string> {
  return (await t.app.db.selectFrom('group_order_shares').select('token').where('participant_id', '=', participantId).executeTakeFirstOrThrow()).token;
}

describe('a split group order delivered to one address', () => {
  let link: string;
  let olga: string;
  let ana: string;
  let carl: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const started = await go.start({ delivery_type: 'delivery', delivery_area_id: 1, payment_mode: 'split', group_order_pay_extra: 2.5, products: [line(1, 1, 112)] });
    ({ link, participant_token: olga } = started);
    ana = await go.join(link, 'Ana');
    const ben = await go.join(link, 'Ben');
    carl = await go.join(link, 'Carl');
    await go.add(ana, 11, 2);
    await go.add(ben, 24, 3);
    await go.add(carl, 24);
    expect(await go.act('give-up', { participant_token: ben })).toMatchObject({ status: 'OK', message: '' });
    ids = Object.fromEntries((await go.panel(link, olga)).participants.map((p) => [p.name, p.id]));
    expect(await go.act('pay-for', { participant_token: olga, participant_id: ids.Carl })).toMatchObject({ status: 'OK' });
  });

  it('shares the one delivery fee in proportion to each one\'s food, and the organiser takes over the shares they pay', async () => {
    const view = await go.panel(link, ana);
    // Food: Olga 46 + 2 = 48, Ana 2 x (29 + 1.5) = 61, Carl 14: 123, under 150, so one fee of 12.
    // 12 x 48/123 = 4.68, 12 x 61/123 = 5.95, 12 x 14/123 = 1.37 (the leftover cent: largest remainder).
    expect(view.delivery_fee).toBe(12);
    expect(view.participants.map(({ name, subtotal, delivery_fee, pay_extra, total, amount_due, payment }) => ({ name, subtotal, delivery_fee, pay_extra, total, amount_due, payment }))).toEqual([
      { name: 'Olga', subtotal: 48, delivery_fee: 4.68, pay_extra: 2.5, total: 55.18, amount_due: 70.55, payment: 'pending' },
      { name: 'Ana', subtotal: 61, delivery_fee: 5.95, pay_extra: 0, total: 66.95, amount_due: 66.95, payment: 'pending' },
      { name: 'Carl', subtotal: 14, delivery_fee: 1.37, pay_extra: 0, total: 15.37, amount_due: 0, payment: 'by_organizer' },
    ]);
    expect(view.total).toBe(137.5);
    expect(view.order).toBeNull();
  });

  it('is placed only by its organiser, once everyone confirmed, with the group\'s terms', async () => {
    // Not yet complete.
    let refused = await go.place(link, olga, delivery());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.group_order).toBe('Not everyone has confirmed their part of the group order yet.');
    for (const token of [olga, ana, carl]) expect((await go.act('confirm', { participant_token: token })).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');

    refused = await go.place(link, ana, delivery());
    expect(refused.json().fields.group_order).toContain('Only the organiser');
    refused = await go.place(link, 'x'.repeat(43), delivery());
    expect(refused.json().fields.group_order).toContain('Only the organiser');
    // Split: each pays their share by card, so the order is placed by card.
    refused = await go.place(link, olga, delivery({ payment_method: 'cash' }));
    expect(refused.json().fields.payment_method).toBe('In this group order everyone pays their own share by card: choose card.');
    refused = await go.place(link, olga, delivery({ voucher_code: 'WELCOME20' }));
    expect(refused.json().fields.voucher_code).toBe('A voucher cannot be used on a group order.');
    refused = await go.place(link, olga, { payment_method: 'card' });
    expect(refused.json().fields.delivery_type).toBe('This group order is delivered: enter the delivery address.');
    refused = await go.place(link, olga, delivery({ store_id: 2, geolocation: { lat: 44.4353, lng: 26.0645 } }));
    expect(refused.json().fields.store_id).toBe('This group order is from Casa Aurora Old Town.');
    expect(await t.app.db.selectFrom('orders').select('id').where('total', '=', '137.5').execute()).toEqual([]);
  });

  it('places one order from the lines the server stored, never from the browser, with the amounts everyone saw', async () => {
    const before = await go.panel(link, olga);
    // Products sent by the browser are not read: the stored lines are the order.
    const placed = await go.place(link, olga, delivery({ products: [line(4, 9)], expected_total: 137.5 }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ delivery_type: 'delivery', subtotal: 123, delivery_fee: 12, total: 137.5, payment_method: 'card' });
    expect(order.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      ['Margherita', 1], ['Penne arrabbiata', 2], ['House lemonade', 1],
    ]);
    const shares = await t.app.db.selectFrom('group_order_shares').selectAll().where('participant_id', 'in', Object.values(ids)).orderBy('participant_id').execute();
    expect(shares.map((share) => [Number(share.total), Number(share.amount_due), share.payment_method])).toEqual([
      [55.18, 70.55, 'card'], [66.95, 66.95, 'card'], [15.37, 0, 'by_organizer'],
    ]);
    const after = await go.panel(link, ana);
    expect(after.participants.map((p) => [p.total, p.amount_due, p.delivery_fee])).toEqual(before.participants.map((p) => [p.total, p.amount_due, p.delivery_fee]));
    expect(after.order).toEqual({ payment_method: 'card', total: 137.5, paid: false, cancelled_unpaid: false });
    // Placing it again (the organiser's second tab) is refused; a retry with the same key is the same order.
    expect((await go.place(link, olga, delivery())).json().fields.group_order).toBe('This group order has already been placed.');
  });

  it('shows each payer only their own share\'s token; the organiser\'s whole order cannot be paid at once', async () => {
    const anas = await go.panel(link, ana);
    const olgas = await go.panel(link, olga);
    const carls = await go.panel(link, carl);
    expect(anas.me.payment_token).toBe(await shareToken(ids.Ana!));
    expect(olgas.me.payment_token).toBe(await shareToken(ids.Olga!));
    expect(carls.me.payment_token).toBeNull();
    const orderToken = (await t.app.db.selectFrom('orders').select('token').where('total', '=', '137.5').executeTakeFirstOrThrow()).token;
    // The order's own page is told where it is paid: on the group order's screen, by shares.
    const ordered = await t.app.inject({ method: 'GET', url: `/public/orders/${orderToken}`, remoteAddress: nextAddress() });
    expect(ordered.json()).toMatchObject({ payment_due: true, group_order_link: link });
    const whole = await startPayment(orderToken);
    expect(whole.statusCode).toBe(422);
    expect(whole.json().message).toBe('Everyone in this group order pays their own share, each on their group order screen.');
    const carlsShare = await startPayment(await shareToken(ids.Carl!));
    expect(carlsShare.statusCode).toBe(422);
    expect(carlsShare.json().message).toBe('The organiser of the group order pays this share: there is nothing to pay here.');
    // Neither the order nor a share may change to another method: the shares are paid by card.
    for (const token of [orderToken, await shareToken(ids.Ana!)]) {
      const change = await t.app.inject({ method: 'PUT', url: `/public/payments/${token}/method`, payload: { payment_method: 'cash' }, remoteAddress: nextAddress() });
      expect(change.statusCode).toBe(409);
      expect(change.json().message).toBe('In this group order everyone pays their own share by card: the method cannot change.');
    }
    expect((await t.app.db.selectFrom('orders').select('payment_method').where('token', '=', orderToken).executeTakeFirstOrThrow()).payment_method).toBe('card');
  });

  it('charges each share once, for the amount on the panel, and the order is paid when the last share is', async () => {
    const anas = (await go.panel(link, ana)).me.payment_token!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => startPayment(anas)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers[0]!.json()).toMatchObject({ order_token: anas, amount: 66.95, status: 'awaiting_payment', group_order_link: link });
    const shareId = ids.Ana!;
    const rows = await t.app.db.selectFrom('payments').innerJoin('group_order_shares as s', 's.id', 'payments.share_id').select(['payments.amount']).where('s.participant_id', '=', shareId).execute();
    expect(rows.map((row) => Number(row.amount))).toEqual([66.95]);

    expect((await pay(anas)).json()).toMatchObject({ status: 'succeeded', amount: 66.95 });
    let view = await go.panel(link, olga);
    expect(view.participants.map((p) => p.payment)).toEqual(['pending', 'paid', 'by_organizer']);
    expect(view.order?.paid).toBe(false);
    expect(paid).toEqual([]);

    const olgas = view.me.payment_token!;
    expect((await startPayment(olgas)).json()).toMatchObject({ amount: 70.55 });
    expect((await pay(olgas, '4000 0000 0000 0002')).json()).toMatchObject({ status: 'requires_payment_method' });
    expect((await go.panel(link, olga)).participants[0]!.payment).toBe('pending');
    expect((await pay(olgas)).json()).toMatchObject({ status: 'succeeded' });
    view = await go.panel(link, carl);
    expect(view.participants.map((p) => p.payment)).toEqual(['paid', 'paid', 'by_organizer']);
    expect(view.order).toEqual({ payment_method: 'card', total: 137.5, paid: true, cancelled_unpaid: false });
    // Paid once, in full: 66.95 + 70.55 = 137.50.
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 137.5 });
    expect((await t.app.db.selectFrom('orders').select('paid_at').where('id', '=', paid[0]!.orderId).executeTakeFirstOrThrow()).paid_at).not.toBeNull();
    // Paying again changes nothing.
    expect((await pay(anas)).json()).toMatchObject({ status: 'succeeded' });
    expect(paid).toHaveLength(1);
  });
});

describe('the organiser pays for a participant after the split group order is placed', () => {
  it("takes over the unpaid share: the participant reads paid by organiser, the organiser pays it on the payments screen", async () => {
    // Pickup: Olga 14, Ana 29 + 1.5 = 30.50, Ben 14; each their own share by card.
    const { link, participant_token: olga } = await go.start({ payment_mode: 'split', products: [line(24)] });
    const ana = await go.join(link, 'Ana');
    const ben = await go.join(link, 'Ben');
    await go.add(ana, 11);
    await go.add(ben, 24);
    for (const token of [olga, ana, ben]) await go.act('confirm', { participant_token: token });
    const placed = await go.place(link, olga, { payment_method: 'card' });
    expect(placed.json()).toMatchObject({ total: 58.5, payment_method: 'card' });
    let view = await go.panel(link, olga);
    const [, anaId, benId] = view.participants.map((p) => p.id);
    const anasToken = (await go.panel(link, ana)).me.payment_token!;
    expect(anasToken).toBe(await shareToken(anaId!));

    // Only the organiser may, and only for someone else's unpaid share.
    expect((await go.act('pay-for', { participant_token: ben, participant_id: anaId })).message).toBe('Only the organiser of the group order can do this.');
    const bens = (await go.panel(link, ben)).me.payment_token!;
    await startPayment(bens);
    expect((await pay(bens)).json()).toMatchObject({ status: 'succeeded', amount: 14 });
    expect((await go.act('pay-for', { participant_token: olga, participant_id: benId })).message).toBe('This participant has already paid, or is already paid for.');
    expect(await go.act('pay-for', { participant_token: olga, participant_id: anaId })).toEqual({ status: 'OK', message: '' });
    expect((await go.act('pay-for', { participant_token: olga, participant_id: anaId })).message).toBe('This participant has already paid, or is already paid for.');

    view = await go.panel(link, ana);
    expect(view.participants.map((p) => [p.name, p.payment, p.amount_due, p.amount_pending])).toEqual([
      ['Olga', 'pending', 44.5, 44.5],
      ['Ana', 'by_organizer', 0, 0],
      ['Ben', 'paid', 14, 0],
    ]);
    expect(view.me.payment_token).toBeNull();
    view = await go.panel(link, olga);
    // The organiser pays it under a token of her own (the share's, from now on): Ana's pays nothing any more.
    const organisersToken = await shareToken(anaId!);
    expect(organisersToken).not.toBe(anasToken);
    expect(view.me).toMatchObject({ payment_token: await shareToken(view.me.id), payment_amount: 14, shares_to_pay: [{ participant_id: anaId, token: organisersToken, amount: 30.5 }] });
    expect((await startPayment(anasToken)).statusCode).toBe(409);

    // Ana's share is paid on its own, for its own amount; the order is paid with the last share.
    paid.length = 0;
    expect((await startPayment(organisersToken)).json()).toMatchObject({ amount: 30.5, group_order_link: link });
    expect((await pay(organisersToken)).json()).toMatchObject({ status: 'succeeded', amount: 30.5 });
    expect(paid).toEqual([]);
    view = await go.panel(link, olga);
    expect(view.me.shares_to_pay).toEqual([]);
    expect(view.participants.map((p) => p.payment)).toEqual(['pending', 'by_organizer', 'paid']);
    // Olga has paid Ana's share, not yet her own: of the 44.50 she pays, 14 is still pending.
    expect(view.participants.map((p) => [p.amount_due, p.amount_pending])).toEqual([[44.5, 14], [0, 0], [14, 0]]);
    await startPayment(view.me.payment_token!);
    expect((await pay(view.me.payment_token!)).json()).toMatchObject({ status: 'succeeded', amount: 14 });
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 58.5 });
    expect((await go.panel(link, ben)).order?.paid).toBe(true);
    expect((await go.panel(link, ben)).participants.map((p) => p.amount_pending)).toEqual([0, 0, 0]);
  });
});

describe('one person pays the whole', () => {
  it('integral: the organiser pays cash at pickup, everyone else is paid by the organiser', async () => {
    // Olga 2 x 14, Ana 29 + 1.5: 58.50, all Olga's to pay.
    const { link, participant_token: olga, payment_mode } = await go.start({ payment_mode: 'integral', products: [line(24, 2)] });
    expect(payment_mode).toBe('integral');
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 11);
    let view = await go.panel(link, ana);
    expect(view.participants.map((p) => [p.name, p.payment, p.amount_due])).toEqual([['Olga', 'pending', 58.5], ['Ana', 'by_organizer', 0]]);
    // The organiser has nobody to pay for here.
    expect((await go.act('pay-for', { participant_token: olga, participant_id: view.participants[1]!.id })).message).toBe('This participant has already paid, or is already paid for.');
    for (const token of [olga, ana]) await go.act('confirm', { participant_token: token });
    // by_organizer is the method of those the organiser pays for, never of an order.
    const refused = await go.place(link, olga, { payment_method: 'by_organizer' });
    expect(refused.json().fields.payment_method).toBe('The method "by_organizer" is only for group order participants whose organiser pays for them.');
    const placed = await go.place(link, olga, { payment_method: 'cash-pickup' });
    expect(placed.json()).toMatchObject({ total: 58.5, payment_method: 'cash-pickup' });
    view = await go.panel(link, olga);
    expect(view.me.payment_token).toBeNull();
    expect(view.participants.map((p) => p.payment)).toEqual(['pending', 'by_organizer']);
    // The shares are not payable on their own: the order is paid when the food changes hands.
    expect((await startPayment(await shareToken(view.participants[0]!.id))).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.json().token}/paid` });
    view = await go.panel(link, ana);
    expect(view.participants.map((p) => p.payment)).toEqual(['paid', 'by_organizer']);
    expect(view.order?.paid).toBe(true);
  });

  it('organiser pays: by card, on the payments screen, for the whole order', async () => {
    const { link, participant_token: olga } = await go.start({ payment_mode: 'organiser', products: [line(24)] });
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 24, 2);
    for (const token of [olga, ana]) await go.act('confirm', { participant_token: token });
    const placed = (await go.place(link, olga, { payment_method: 'card' })).json();
    const view = await go.panel(link, olga);
    expect(view.me.payment_token).toBe(placed.token);
    expect((await go.panel(link, ana)).me.payment_token).toBeNull();
    expect((await startPayment(placed.token)).json()).toMatchObject({ amount: 42, group_order_link: null });
    paid.length = 0;
    expect((await pay(placed.token)).json()).toMatchObject({ status: 'succeeded' });
    expect(paid).toHaveLength(1);
    expect((await go.panel(link, ana)).participants.map((p) => p.payment)).toEqual(['paid', 'by_organizer']);
  });
});

describe('what a cart says about its group order', () => {
  it('the invitation and the join answer give the group\'s real payment type and extra', async () => {
    const { link, group_order_payment_type, group_order_pay_extra } = await go.start({
      delivery_type: 'delivery', delivery_area_id: 1, payment_mode: 'organiser', group_order_payment_type: 'total', group_order_pay_extra: 3.5,
    });
    expect([group_order_payment_type, group_order_pay_extra]).toEqual(['total', 3.5]);
    const invitation = await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}` });
    expect(invitation.json()).toMatchObject({ payment_mode: 'organiser', group_order_payment_type: 'total', group_order_pay_extra: 3.5 });
    const joined = await go.post(`/${link}/join`, { name: 'Ana' });
    expect(joined.json()).toMatchObject({ link, payment_mode: 'organiser', group_order_payment_type: 'total', group_order_pay_extra: 3.5 });
  });

  it('a normal order is refused the method by_organizer', async () => {
    const refused = await t.app.inject({
      method: 'POST', url: '/public/orders', headers: { 'idempotency-key': 'not-a-group-order-0001' }, remoteAddress: nextAddress(),
      payload: pickupOrder({ payment_method: 'by_organizer' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.payment_method).toContain('"by_organizer" is only for group order participants');
  });
});

describe('confirming', () => {
  it('lets the organiser confirm with nothing of their own, so the group can complete', async () => {
    const { link, participant_token: olga } = await go.start();
    const ana = await go.join(link, 'Ana');
    expect((await go.act('confirm', { participant_token: ana })).message).toBe('Add at least one product before confirming your order.');
    await go.add(ana, 24);
    expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
    expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
    const view = await go.panel(link, olga);
    expect(view.status).toBe('completed');
    expect(view.participants[0]).toMatchObject({ products: [], total: 0, amount_due: 0 });
  });
});

describe('products with sizes and options', () => {
  it('are held to the product page\'s rules and priced with their options', async () => {
    const { link, participant_token: olga } = await go.start();
    const refused = await go.post('/add-product', { participant_token: olga, product: line(19) });
    expect(refused.json()).toMatchObject({ status: 'ERROR', message: 'Aurora burger: Cooking: choose at least 1 option.' });
    const burger = (await t.app.repositories.products.list({ storeId: 1, language: 'en', withSizes: true, productIds: [19] }))[0]!;
    // Well done, with sweet potato fries (+4) and a side salad (+3).
    await go.add(olga, 19, 2, burger.sizes[0]?.id ?? null, [{ id: 19012, quantity: 1 }, { id: 19022, quantity: 1 }, { id: 19023, quantity: 1 }]);
    const [mine] = (await go.panel(link, olga)).participants;
    expect(mine!.products[0]).toMatchObject({
      product_id: 19, quantity: 2, options: [{ id: 19012, quantity: 1 }, { id: 19022, quantity: 1 }, { id: 19023, quantity: 1 }],
      option_names: ['Well done', 'Sweet potato fries', 'Side salad'],
    });
    expect(mine!.subtotal).toBe(2 * ((burger.sizes[0]?.price ?? burger.price) + 7) + 2 * (burger.pack_price ?? 0));
  });
});

// Before a split group order is placed, the organiser who paid for someone (a press on the wrong
// name) can take it back; once it is placed, or where one person pays for everyone, they cannot.
test('the organiser stops paying for someone while the group order is not placed, and is told why not otherwise', async () => {
  const { link, participant_token: olga } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  // Ana's penne (11).
  await go.add(ana, 11);
  const anaId = (await go.panel(link, olga)).participants[1]!.id;
  const stop = (token = olga) => go.act('stop-paying-for', { participant_token: token, participant_id: anaId });
  const anasPayment = async () => (await go.panel(link, ana)).participants[1]!.payment;

  expect(await stop()).toEqual({ status: 'ERROR', message: 'You are not paying for this participant, so there is nothing to stop.' });
  expect((await go.act('pay-for', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
  expect(await anasPayment()).toBe('by_organizer');
  // A press on the wrong name is taken back, also once the organiser has confirmed.
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  expect(await stop()).toMatchObject({ status: 'OK' });
  expect(await anasPayment()).toBe('pending');
  expect((await stop(ana)).message).toBe('Only the organiser of the group order can do this.');

  // Complete: the organiser's paying is settled with the placing, and can no longer be taken back here.
  expect((await go.act('pay-for', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
  expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
  expect((await go.panel(link, olga)).status).toBe('completed');
  expect((await stop()).message).toContain('finished');
  expect(await anasPayment()).toBe('by_organizer');
});

test('where one person pays for everyone, nobody has a share of their own to give back', async () => {
  const { link, participant_token: olga } = await go.start({ payment_mode: 'integral', products: [line(24)] });
  await go.join(link, 'Ben');
  const benId = (await go.panel(link, olga)).participants[1]!.id;
  expect((await go.act('stop-paying-for', { participant_token: olga, participant_id: benId })).message).toBe(
    'In this group order <strong>one person pays for everyone</strong>, as it was started: nobody pays their own share.',
  );
  expect((await go.panel(link, olga)).participants[1]!.payment).toBe('by_organizer');
});
