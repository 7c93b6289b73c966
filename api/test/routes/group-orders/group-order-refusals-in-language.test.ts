import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { stopSelling } from '../../helpers/not-sold';
import { nextAddress } from '../../helpers/placed-order';

// A group order's refusals come in the Content-Language of the call, as the screens send it: the
// sentences of spec §4/§6/§7 and a product refused by its choices, named as that language sells it.
// The Aurora burger (19) needs a cooking; Penne arrabbiata (11) is "Penne all'arrabbiata" in Spanish.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const postIn = (language: string, url: string, payload: object) => go.post(url, payload, language);

async function messageIn(language: string, url: string, payload: object): Promise<string> {
  return (await postIn(language, url, payload)).json().message;
}

describe('a product refused by its choices', () => {
  let olga: string;
  beforeAll(async () => {
    ({ participant_token: olga } = await go.start());
  });
  const burger = () => ({ participant_token: olga, product: line(19) });

  it('is said in the participant\'s language, the product, group and bound as that language has them', async () => {
    expect(await messageIn('en', '/add-product', burger())).toBe('Aurora burger: Cooking: choose at least 1 option.');
    expect(await messageIn('es', '/add-product', burger())).toBe('Hamburguesa Aurora: Punto de cocción: elige al menos 1 opción.');
    expect(await messageIn('lt', '/add-product', burger())).toBe('Aurora mėsainis: Kepimo laipsnis: pasirinkite bent 1 variantą.');
    expect(await messageIn('ro', '/add-product', burger())).toBe('Burger Aurora: Gătire: alege cel puțin 1 opțiune.');
  });

  it('stays HTML-safe in every language: the notice shows it as HTML', async () => {
    const penne = { participant_token: olga, product: line(11, 1, 999) };
    expect(await messageIn('es', '/add-product', penne)).toBe('Penne all&#39;arrabbiata no tiene el tamaño 999 en esta tienda.');
  });

  it('refuses starting a group order from a cart that breaks them, in the organiser\'s language', async () => {
    const started = await postIn('lt', '', { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split', products: [line(19)] });
    expect(started.statusCode).toBe(422);
    expect(started.json().message).toBe('Aurora mėsainis: Kepimo laipsnis: pasirinkite bent 1 variantą.');
  });
});

describe('a product the store does not sell', () => {
  // Old Town (1) takes the house lemonade (24) off its menu; product 999999 is in no catalogue.
  let sellAgain: (() => Promise<void>) | null = null;
  const offTheMenu = async () => {
    sellAgain = await stopSelling(t.app, 24, 1);
  };
  afterEach(async () => {
    await sellAgain?.();
    sellAgain = null;
  });

  it('is named as the catalogue names it in the organiser\'s language when starting, never by its id', async () => {
    await offTheMenu();
    const start = (language: string, id: number) =>
      postIn(language, '', { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split', products: [line(id)] });
    expect((await start('lt', 24)).json().message).toBe('Naminis limonadas: šioje parduotuvėje neparduodama.');
    expect((await start('ro', 24)).json().message).toBe('Limonadă de casă nu se vinde în acest restaurant.');
    const gone = await start('lt', 999999);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe('Vienas jūsų užsakymo produktas šioje parduotuvėje neparduodamas.');
  });

  it('is named when a participant adds it, and on their card once the store stops selling what they added', async () => {
    const { link, participant_token: olga } = await go.start();
    const lemonade = await go.add(olga, 24);
    await offTheMenu();
    expect(await messageIn('es', '/add-product', { participant_token: olga, product: line(24) })).toBe('Limonada de la casa no se vende en esta tienda.');
    expect(await messageIn('en', '/add-product', { participant_token: olga, product: line(999999) })).toBe('A product in your order is not sold in this store.');
    const panelIn = async (language: string) =>
      (await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/panel?participant_token=${olga}&translate_language=${language}`, remoteAddress: nextAddress() })).json();
    expect((await panelIn('en')).participants[0].unavailable_products).toEqual([{ order_product_id: lemonade, reason: 'House lemonade is not sold in this store.' }]);
    expect((await panelIn('lt')).participants[0].unavailable_products[0].reason).toBe('Naminis limonadas: šioje parduotuvėje neparduodama.');
  });
});

describe('the group order\'s own refusals', () => {
  it('asks for a name in each language, Romanian included', async () => {
    const { link } = await go.start();
    const blank = { name: '  ' };
    expect(await messageIn('en', `/${link}/join`, blank)).toBe('Please enter your name.');
    expect(await messageIn('es', `/${link}/join`, blank)).toBe('Introduce tu nombre.');
    expect(await messageIn('lt', `/${link}/join`, blank)).toBe('Įveskite savo vardą.');
    expect(await messageIn('ro', `/${link}/join`, blank)).toBe('Te rugăm să-ți introduci numele.');
    const start = await postIn('ro', '', { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: '', payment_mode: 'split' });
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toBe('Te rugăm să-ți introduci numele.');
  });

  it('speaks Romanian to the participant (tu), as the checkout does', async () => {
    const { link, participant_token: olga } = await go.start();
    const ana = await go.join(link, 'Ana');
    const anaId = (await go.panel(link, olga)).participants.find((participant) => participant.name === 'Ana')!.id;
    expect(await messageIn('ro', '/confirm', { participant_token: ana })).toBe('Adaugă cel puțin un produs înainte să-ți confirmi comanda.');
    const anas = await go.add(ana, 24);
    expect(await messageIn('ro', '/edit-product', { participant_token: olga, order_product_id: anas, update_quantity: 1 })).toBe('Acest produs nu este în comanda ta.');
    expect(await messageIn('ro', '/edit-product', { participant_token: ana, order_product_id: anas, update_quantity: -1 })).toBe('Cantitatea nu poate scădea sub 1: șterge produsul.');
    expect(await messageIn('ro', '/pay-for', { participant_token: ana, participant_id: anaId })).toBe('Doar organizatorul comenzii de grup poate face asta.');
    expect(await messageIn('ro', '/give-up', { participant_token: olga })).toBe('Ca organizator nu poți renunța; poți, în schimb, să ștergi comanda de grup.');
    expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
    expect(await messageIn('ro', '/delete-product', { participant_token: ana, order_product_id: anas })).toBe(
      'Ți-ai <strong>confirmat</strong> deja comanda; nu mai poate fi schimbată.',
    );
    expect(await messageIn('es', '/delete-product', { participant_token: ana, order_product_id: anas })).toBe('Ya has <strong>confirmado</strong> tu pedido; ya no se puede cambiar.');
    expect(await messageIn('ro', '/add-product', { participant_token: 'x'.repeat(43), product: line(24) })).toBe(
      'Nu participi la această comandă de grup. Alătură-te mai întâi prin link.',
    );
  });

  it('says in Romanian that a link is not valid, and why a group order cannot be started', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/public/group-orders/${'a'.repeat(22)}`, headers: { 'content-language': 'ro' }, remoteAddress: nextAddress() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Acest link de comandă de grup nu este valid. Cere-i organizatorului unul nou.');
    const area = await postIn('ro', '', { store_id: 1, delivery_type: 'delivery', delivery_area_id: null, name: 'Olga', payment_mode: 'integral' });
    expect(area.statusCode).toBe(422);
    expect(area.json().message).toBe('Alege mai întâi o adresă de livrare dintr-una dintre zonele noastre de livrare.');
  });
});

describe('joining one that has ended', () => {
  // The join answers with an HTTP error the API client shows in a plain notice, not as HTML: the
  // sentence comes without the panel's <strong>.
  it('says the organiser deleted it, not that it is finished, in plain text in the language of the call', async () => {
    const { link, participant_token: olga } = await go.start();
    expect((await postIn('en', '/delete', { participant_token: olga })).json().status).toBe('OK');
    const refused = await postIn('ro', `/${link}/join`, { name: 'Ana' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Organizatorul a șters această comandă de grup: nu se mai poate alătura nimeni. Întreabă-l de una nouă.');
    expect(await messageIn('en', `/${link}/join`, { name: 'Ana' })).toBe('The organiser deleted this group order: nobody can join it any more. Ask them about a new one.');
    expect(await messageIn('es', `/${link}/join`, { name: 'Ana' })).toBe('El organizador eliminó este pedido en grupo: ya nadie puede unirse. Pregúntale por uno nuevo.');
    expect(await messageIn('lt', `/${link}/join`, { name: 'Ana' })).toBe('Organizatorius ištrynė šį grupinį užsakymą: prie jo nebegalima prisijungti. Paklauskite jo apie naują.');
  });

  it('says the organiser deleted it to a participant still adding food, not that it is finished', async () => {
    const { link, participant_token: olga } = await go.start();
    const ana = await go.join(link, 'Ana');
    expect((await postIn('en', '/delete', { participant_token: olga })).json().status).toBe('OK');
    const refused = await postIn('ro', '/add-product', { participant_token: ana, product: line(24) });
    expect(refused.json()).toMatchObject({ status: 'ERROR', message: 'Organizatorul a <strong>șters</strong> această comandă de grup; nu mai poate fi modificată.' });
    expect((await postIn('en', '/confirm', { participant_token: ana })).json().message).toBe('The organiser <strong>deleted</strong> this group order; it cannot be changed.');
  });

  it('says a completed one is finished', async () => {
    const { link, participant_token: olga } = await go.start({ products: [line(24)] });
    expect((await postIn('en', '/confirm', { participant_token: olga })).json().status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
    const refused = await postIn('ro', `/${link}/join`, { name: 'Ana' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Această comandă de grup este deja încheiată; nu mai poate fi schimbată.');
    expect(await messageIn('en', `/${link}/join`, { name: 'Ana' })).toBe('This group order is already finished; it cannot be changed.');
  });
});
