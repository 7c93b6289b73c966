import { PARTICIPANT_NAME_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient } from '../../helpers/group-orders';
import { nextAddress } from '../../helpers/placed-order';

// A participant's name is how everyone else tells them apart on the panel ("Also pays for Olga"):
// it is refused, never cut, when too long, and refused when someone still in the group goes by it.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const joinIn = (language: string, link: string, name: string) =>
  t.app.inject({ method: 'POST', url: `/public/group-orders/${link}/join`, payload: { name }, headers: { 'content-language': language }, remoteAddress: nextAddress() });

const names = async (link: string, token: string) => (await go.panel(link, token)).participants.map((participant) => participant.name);

describe('a name already used in the group order', () => {
  it("is refused on the name field in the customer's language, whatever its case and spaces", async () => {
    const { link, participant_token: olga } = await go.start();
    const en = await joinIn('en', link, '  oLGA ');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ field: 'name', message: 'Someone in this group order already goes by this name. Add an initial or a nickname so everyone can tell you apart.' });
    expect((await joinIn('es', link, 'Olga')).json().message).toBe('Alguien en este pedido en grupo ya usa este nombre. Añade una inicial o un apodo para que todos os distingan.');
    expect((await joinIn('lt', link, 'OLGA')).json().message).toBe('Šiame grupiniame užsakyme kažkas jau naudoja šį vardą. Pridėkite pavardės raidę arba slapyvardį, kad visi jus atskirtų.');
    expect(await names(link, olga)).toEqual(['Olga']);
  });

  it('is refused with invisible characters in it or its letters written full-width; a name showing nothing is no name', async () => {
    const { link, participant_token: olga } = await go.start();
    for (const lookalike of ['Olga\u200b', '\u2060Olga', 'Ｏｌｇａ']) expect((await joinIn('en', link, lookalike)).statusCode).toBe(422);
    const invisible = await joinIn('en', link, '   \u200b  ');
    expect(invisible.json()).toMatchObject({ field: 'name', message: 'Please enter your name.' });
    expect(await names(link, olga)).toEqual(['Olga']);
  });

  it("is a participant's as much as the organiser's, and free again once they gave up", async () => {
    const { link, participant_token: olga } = await go.start();
    const ana = await go.join(link, 'Ana');
    expect((await joinIn('en', link, 'ana')).statusCode).toBe(422);
    expect((await go.act('give-up', { participant_token: ana })).status).toBe('OK');
    expect((await joinIn('en', link, 'ana')).statusCode).toBe(201);
    expect(await names(link, olga)).toEqual(['Olga', 'ana']);
  });

  it('lets exactly one of two people joining under one name at the same moment in', async () => {
    const { link, participant_token: olga } = await go.start();
    const answers = await Promise.all([joinIn('en', link, 'Ben'), joinIn('en', link, 'ben')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await names(link, olga)).toHaveLength(2);
  });

  it('is not a name used in another group order', async () => {
    const { link } = await go.start();
    expect((await joinIn('en', link, 'Olga B')).statusCode).toBe(201);
    const other = await go.start({ name: 'Olga B' });
    expect((await joinIn('en', other.link, 'Olga')).statusCode).toBe(201);
  });
});

describe('a name longer than the group order takes', () => {
  const longest = 'N'.repeat(PARTICIPANT_NAME_MAX_LENGTH);

  it('is refused with a sentence in the language of the call, not cut to fit', async () => {
    const { link, participant_token: olga } = await go.start();
    const refused = await joinIn('lt', link, `${longest}x`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ field: 'name', message: `Jūsų vardas gali būti ne ilgesnis nei ${PARTICIPANT_NAME_MAX_LENGTH} simbolių.` });
    expect((await joinIn('en', link, `${'W'.repeat(200)}`)).json().message).toBe(`Your name can be at most ${PARTICIPANT_NAME_MAX_LENGTH} characters long.`);
    expect(await names(link, olga)).toEqual(['Olga']);
  });

  it('is refused when starting too, while the longest name is taken whole', async () => {
    const started = await go.post('', { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: `${longest}x`, payment_mode: 'split' });
    expect(started.statusCode).toBe(422);
    expect(started.json().field).toBe('name');
    const { link, participant_token: olga } = await go.start();
    expect((await joinIn('en', link, `  ${longest}  `)).statusCode).toBe(201);
    expect(await names(link, olga)).toEqual(['Olga', longest]);
  });
});
