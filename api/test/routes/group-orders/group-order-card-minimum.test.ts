import { jest } from '@jest/globals';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { withStripe } from '../public/payments/method-change-doubles';

// In a split group order each pays their own share by card, and Stripe charges no less than its
// minimum: 15 Kč in Czech koruna, where Old Town's House lemonade (24) is 14 and a Margherita 40 cm
// (1, size 112) 46 + 2 of packaging. A share under it could never be paid, and once placed, the
// organiser's "pay for" only takes over the same share, paid on its own: so it is settled before
// the group order completes. Nothing is asked of Stripe (nock refuses any call).
const stripe = withStripe();
const go = () => groupOrderClient(stripe.t.app);

async function inKoruna() {
  const website = await stripe.t.app.repositories.website.website();
  jest.spyOn(stripe.t.app.repositories.website, 'website').mockResolvedValue({ ...website, currency: 'CZK' });
}
afterEach(() => {
  jest.restoreAllMocks();
});

const confirm = (token: string, language?: string) => go().post('/confirm', { participant_token: token }, language).then((answer) => answer.json());
const confirmed = async (link: string, token: string) => (await go().panel(link, token)).participants.map(({ name, confirmed }) => [name, confirmed]);

/** Olga's Margherita and Ana's lemonade, split. */
async function olgaAndAna() {
  const { link, participant_token: olga } = await go().start({ products: [line(1, 1, 112)] });
  const ana = await go().join(link, 'Ana');
  await go().add(ana, 24);
  const anaId = (await go().panel(link, olga)).participants.find(({ name }) => name === 'Ana')!.id;
  return { link, olga, ana, anaId };
}

describe('a share of a split group order under the card minimum, before it is placed', () => {
  it("refuses its payer's confirmation in their language, naming the minimum, their share and the ways out", async () => {
    await inKoruna();
    const { link, ana } = await olgaAndAna();
    const refusals = [];
    for (const language of ['en', 'es', 'lt', 'ro']) refusals.push(await confirm(ana, language));
    expect(refusals.map(({ status }) => status)).toEqual(['ERROR', 'ERROR', 'ERROR', 'ERROR']);
    expect(refusals.map(({ message }) => message)).toEqual([
      'Paying by card online takes at least 15 CZK, and your share comes to <strong>14 CZK</strong>, so it could not be paid on its own. Add food to your order, or ask the organiser to pay for you, before you confirm.',
      'El pago con tarjeta en línea admite al menos 15 CZK, y tu parte suma <strong>14 CZK</strong>, así que no se podría pagar por separado. Añade productos a tu pedido, o pide al organizador que pague por ti, antes de confirmar.',
      'Kortele internetu galima mokėti ne mažiau kaip 15 CZK, o jūsų dalis yra <strong>14 CZK</strong>, todėl jos nepavyktų apmokėti atskirai. Prieš patvirtindami pridėkite produktų į savo užsakymą arba paprašykite organizatoriaus sumokėti už jus.',
      'Plata cu cardul online acceptă cel puțin 15 CZK, iar partea ta este de <strong>14 CZK</strong>, așa că nu ar putea fi plătită separat. Adaugă produse în comanda ta sau cere-i organizatorului să plătească pentru tine, înainte să confirmi.',
    ]);
    expect(await confirmed(link, ana)).toEqual([['Olga', false], ['Ana', false]]);
    // The panel says it on her card, and on nobody else's.
    const panel = await go().panel(link, ana);
    expect(panel.participants.map(({ name, card_minimum_unmet }) => [name, card_minimum_unmet])).toEqual([['Olga', null], ['Ana', 15]]);
  });

  it('lets them confirm once they add food, or once the organiser pays for them', async () => {
    await inKoruna();
    const first = await olgaAndAna();
    await go().add(first.ana, 24);
    expect((await confirm(first.ana)).status).toBe('OK');

    const { link, olga, ana, anaId } = await olgaAndAna();
    expect((await go().act('pay-for', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
    expect((await go().panel(link, olga)).participants.map(({ card_minimum_unmet }) => card_minimum_unmet)).toEqual([null, null]);
    expect((await confirm(ana)).status).toBe('OK');
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go().panel(link, olga)).status).toBe('completed');
    // Her food is due from the organiser, whose one payment reaches the minimum.
    const placed = await go().place(link, olga, { payment_method: 'card' });
    expect(placed.statusCode).toBe(201);
  });

  it('asks the organiser whose own amount is under it to add food: nobody pays for them', async () => {
    await inKoruna();
    const { link, participant_token: olga } = await go().start({ products: [line(24)] });
    const ana = await go().join(link, 'Ana');
    await go().add(ana, 1, 1, 112);
    const refused = await confirm(olga);
    expect(refused).toEqual({
      status: 'ERROR',
      message: 'Paying by card online takes at least 15 CZK, and what you pay comes to <strong>14 CZK</strong>, so it could not be paid. Add food to your order before you confirm.',
    });
    expect((await go().panel(link, olga)).status).toBe('open');
    await go().add(olga, 24);
    expect((await confirm(olga)).status).toBe('OK');
  });

  it('opens the group order again when its completion leaves a share under it, with that payer not confirmed', async () => {
    // Confirmed in lei, over Stripe's 2 lei; the shop's prices are then in koruna.
    const { link, olga, ana } = await olgaAndAna();
    expect((await confirm(ana)).status).toBe('OK');
    await inKoruna();
    expect((await confirm(olga)).status).toBe('OK');
    // Opened by the completion itself, before any panel is read.
    expect((await stripe.t.app.db.selectFrom('group_orders').select('status').where('link', '=', link).executeTakeFirstOrThrow()).status).toBe('open');
    const panel = await go().panel(link, olga);
    expect(panel.status).toBe('open');
    expect(panel.participants.map(({ name, confirmed, card_minimum_unmet }) => [name, confirmed, card_minimum_unmet])).toEqual([
      ['Olga', false, null],
      ['Ana', false, 15],
    ]);
  });

  it('is refused at placing if the group order still gets there completed, and opened again', async () => {
    const { link, olga, ana } = await olgaAndAna();
    expect((await confirm(ana)).status).toBe('OK');
    expect((await confirm(olga)).status).toBe('OK');
    await inKoruna();
    const before = await stripe.t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const placed = await go().place(link, olga, { payment_method: 'card' });
    expect(placed.statusCode).toBe(422);
    expect(placed.json().fields.group_order).toBe(
      'Paying by card online takes at least 15 CZK, and in this group order someone would pay less, so it could not be paid. The group order is open again: those concerned can add food, or you can pay for them.',
    );
    const after = await stripe.t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await confirmed(link, olga)).toEqual([['Olga', false], ['Ana', false]]);
  });

  it('is no matter when one person pays the whole: the order is paid as one', async () => {
    await inKoruna();
    const { link, participant_token: olga } = await go().start({ products: [line(1, 1, 112)], payment_mode: 'integral' });
    const ana = await go().join(link, 'Ana');
    await go().add(ana, 24);
    expect((await go().panel(link, olga)).participants.map(({ card_minimum_unmet }) => card_minimum_unmet)).toEqual([null, null]);
    expect((await confirm(ana)).status).toBe('OK');
  });
});
