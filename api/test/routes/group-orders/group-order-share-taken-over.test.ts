import nock from 'nock';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN, nextAddress } from '../../helpers/placed-order';
import { STRIPE, intent, intentId, withStripe } from '../public/payments/method-change-doubles';

// Issue 7 after placing: the organiser pays for a participant by taking over their unpaid share.
// A share is paid once, by whoever pays first. Taken over while the participant's own payment
// screen is open, that payment is closed and their card is refused, saying who pays; a payment of
// theirs already under way refuses the take-over. Whatever happens, each panel says who pays.
// Pickup, split: Olga a lemonade (14), Ana a penne (29 + 1.5 packaging = 30.50).
const TAKEN_OVER = 'Olga has taken over paying your share of the group order, so nothing was charged to you: there is nothing left for you to pay.';
const UNDER_WAY = 'This participant is <strong>paying their share right now</strong>, so you cannot pay it for them. Should their payment fail, you can pay for them then.';
const CARD = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', processing: '4000 0000 0000 0077' };

let clock = SHOP_OPEN;
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, payments: { stripe: null, paypal: null, sandboxSettleMs: 3000 } });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  clock = SHOP_OPEN;
});

function payments(app: TestApp['app']) {
  const headers = (language: string) => ({ 'content-language': language });
  return {
    start: (token: string, language = 'en') => app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, headers: headers(language), remoteAddress: nextAddress() }),
    read: (token: string) => app.inject({ method: 'GET', url: `/public/payments/${token}`, remoteAddress: nextAddress() }),
    pay: (token: string, card_number = CARD.succeeds, language = 'en') =>
      app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number, expiry: '12/30', cvc: '123' }, headers: headers(language), remoteAddress: nextAddress() }),
  };
}
const pay = () => payments(t.app);

/** A placed split group order: Olga and Ana, each with their share to pay. */
async function placed(client: ReturnType<typeof groupOrderClient> = go) {
  const { link, participant_token: olga } = await client.start({ payment_mode: 'split', products: [line(24)] });
  const ana = await client.join(link, 'Ana');
  await client.add(ana, 11);
  for (const token of [olga, ana]) await client.act('confirm', { participant_token: token });
  const order = await client.place(link, olga, { payment_method: 'card' });
  if (order.statusCode !== 201) throw new Error(`placing answered ${order.statusCode}: ${order.body}`);
  const anaId = (await client.panel(link, olga)).participants.find((p) => p.name === 'Ana')!.id;
  const anas = (await client.panel(link, ana)).me.payment_token!;
  const payFor = () => client.act('pay-for', { participant_token: olga, participant_id: anaId });
  return { link, olga, ana, anaId, anas, payFor };
}

/** The sandbox's charges of a share, whoever made them, by outcome. */
async function chargesOf(anaId: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('sandbox_charges as c')
    .innerJoin('payments as p', 'p.provider_payment_id', 'c.payment_id')
    .innerJoin('group_order_shares as s', 's.id', 'p.share_id')
    .select('c.outcome')
    .where('s.participant_id', '=', anaId)
    .orderBy('c.created_at')
    .execute();
  return rows.map((row) => row.outcome);
}

describe("the organiser takes over a share while its participant's payment screen is open", () => {
  it("refuses the participant's card, saying who pays; nothing is charged to them, and every panel says the organiser pays", async () => {
    const { link, olga, ana, anaId, anas, payFor } = await placed();
    expect((await pay().start(anas)).json()).toMatchObject({ status: 'awaiting_payment', amount: 30.5 });

    expect(await payFor()).toEqual({ status: 'OK', message: '' });
    const refused = await pay().pay(anas);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TAKEN_OVER);
    // Reloaded, the participant's screen is told the same, starting or reading.
    expect((await pay().start(anas)).json()).toMatchObject({ statusCode: 409, message: TAKEN_OVER });
    expect((await pay().read(anas)).json()).toMatchObject({ statusCode: 409, message: TAKEN_OVER });
    expect(await chargesOf(anaId)).toEqual([]);

    let view = await go.panel(link, ana);
    expect(view.participants.map((p) => [p.name, p.payment, p.amount_due, p.amount_pending])).toEqual([
      ['Olga', 'pending', 44.5, 44.5],
      ['Ana', 'by_organizer', 0, 0],
    ]);
    expect(view.me.payment_token).toBeNull();

    // The organiser pays it under a token of her own: the participant's no longer pays anything.
    view = await go.panel(link, olga);
    const [share] = view.me.shares_to_pay;
    expect(share).toMatchObject({ participant_id: anaId, amount: 30.5 });
    expect(share!.token).not.toBe(anas);
    expect((await pay().start(share!.token)).json()).toMatchObject({ status: 'awaiting_payment', amount: 30.5, group_order_link: link });
    expect((await pay().pay(share!.token)).json()).toMatchObject({ status: 'succeeded', amount: 30.5 });
    expect((await pay().pay(anas)).json().message).toBe(TAKEN_OVER);
    expect(await chargesOf(anaId)).toEqual(['succeeded']);
    view = await go.panel(link, ana);
    expect(view.participants.map((p) => [p.name, p.payment, p.amount_due, p.amount_pending])).toEqual([
      ['Olga', 'pending', 44.5, 14],
      ['Ana', 'by_organizer', 0, 0],
    ]);
  });

  it('says so in the language of the call', async () => {
    const { anas, payFor } = await placed();
    await pay().start(anas);
    await payFor();
    expect((await pay().pay(anas, CARD.succeeds, 'es')).json().message).toBe(
      'Olga se ha hecho cargo del pago de tu parte del pedido en grupo, así que no se te ha cobrado nada: ya no tienes nada que pagar.',
    );
    expect((await pay().pay(anas, CARD.succeeds, 'lt')).json().message).toBe(
      'Olga perėmė jūsų grupinio užsakymo dalies apmokėjimą, todėl iš jūsų nieko nenuskaičiuota: jums mokėti nieko nebereikia.',
    );
    expect((await pay().start(anas, 'ro')).json().message).toBe('Olga a preluat plata părții tale din comanda de grup, așa că nu ți s-a debitat nimic: nu mai ai nimic de plătit.');
  });

  it("closes a payment the participant's card failed on: a share declined once may still be taken over", async () => {
    const { link, olga, anaId, anas, payFor } = await placed();
    await pay().start(anas);
    expect((await pay().pay(anas, CARD.declined)).json()).toMatchObject({ status: 'requires_payment_method' });
    expect(await payFor()).toEqual({ status: 'OK', message: '' });
    expect((await pay().pay(anas)).json().message).toBe(TAKEN_OVER);
    expect(await chargesOf(anaId)).toEqual(['requires_payment_method']);
    expect((await go.panel(link, olga)).me.shares_to_pay).toHaveLength(1);
  });
});

describe("the participant's payment is under way or made first", () => {
  it("refuses the organiser's pay-for while it is processing; once it succeeds, every panel says the participant paid", async () => {
    const { link, olga, ana, anaId, anas, payFor } = await placed();
    await pay().start(anas);
    expect((await pay().pay(anas, CARD.processing)).json()).toMatchObject({ status: 'processing' });

    expect(await payFor()).toEqual({ status: 'ERROR', message: UNDER_WAY });
    let view = await go.panel(link, olga);
    expect(view.participants.find((p) => p.id === anaId)!.payment).toBe('pending');
    expect(view.me.shares_to_pay).toEqual([]);

    clock = new Date(SHOP_OPEN.getTime() + 10_000);
    expect((await pay().read(anas)).json()).toMatchObject({ status: 'succeeded' });
    expect((await payFor()).message).toBe('This participant has already paid, or is already paid for.');
    for (const token of [olga, ana]) {
      view = await go.panel(link, token);
      expect(view.participants.map((p) => [p.name, p.payment, p.amount_due, p.amount_pending])).toEqual([
        ['Olga', 'pending', 14, 14],
        ['Ana', 'paid', 30.5, 0],
      ]);
    }
    expect(await chargesOf(anaId)).toEqual(['processing']);
  });

  it('says the refusal in the language of the call', async () => {
    const { anaId, anas, olga } = await placed();
    await pay().start(anas);
    await pay().pay(anas, CARD.processing);
    const refusal = async (language: string) =>
      (await t.app.inject({ method: 'POST', url: '/public/group-orders/pay-for', payload: { participant_token: olga, participant_id: anaId }, headers: { 'content-language': language }, remoteAddress: nextAddress() })).json().message;
    expect(await refusal('es')).toBe('Este participante <strong>está pagando su parte ahora mismo</strong>, así que no puedes pagarla por él. Si su pago falla, podrás pagar por él entonces.');
    expect(await refusal('lt')).toBe('Šis dalyvis <strong>kaip tik dabar moka savo dalį</strong>, todėl negalite jos sumokėti už jį. Jei jo mokėjimas nepavyktų, tada galėsite sumokėti už jį.');
    expect(await refusal('ro')).toBe('Acest participant <strong>își plătește partea chiar acum</strong>, așa că nu o poți plăti tu pentru el. Dacă plata lui nu reușește, vei putea plăti atunci pentru el.');
  });
});

describe('on Stripe, whose Payment Element pays without the API', () => {
  const stripe = withStripe();
  let client: ReturnType<typeof groupOrderClient>;
  beforeAll(() => {
    client = groupOrderClient(stripe.t.app);
  });

  it("cancels the participant's intent at Stripe before taking the share over, so their browser can no longer pay it", async () => {
    const { link, olga, anas, payFor } = await placed(client);
    nock(STRIPE).post('/v1/payment_intents').reply(200, intent(anas));
    expect((await payments(stripe.t.app).start(anas)).json()).toMatchObject({ provider: 'stripe', status: 'awaiting_payment' });
    const cancel = nock(STRIPE).post(`/v1/payment_intents/${intentId(anas)}/cancel`).reply(200, intent(anas, { status: 'canceled' }));
    expect(await payFor()).toEqual({ status: 'OK', message: '' });
    expect(cancel.isDone()).toBe(true);
    expect((await client.panel(link, olga)).participants.map((p) => p.payment)).toEqual(['pending', 'by_organizer']);
    expect((await payments(stripe.t.app).start(anas)).json().message).toBe(TAKEN_OVER);
  });

  it('refuses the take-over when Stripe says the participant paid meanwhile, and the panel says they paid', async () => {
    const { link, ana, anas, payFor } = await placed(client);
    nock(STRIPE).post('/v1/payment_intents').reply(200, intent(anas));
    await payments(stripe.t.app).start(anas);
    nock(STRIPE).post(`/v1/payment_intents/${intentId(anas)}/cancel`).reply(200, intent(anas, { status: 'succeeded', amount: 3050 }));
    expect((await payFor()).message).toBe('This participant has already paid, or is already paid for.');
    expect((await client.panel(link, ana)).participants.map((p) => p.payment)).toEqual(['pending', 'paid']);
  });
});

