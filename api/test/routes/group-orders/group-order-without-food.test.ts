import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';

// A group order never completes with no food in it: the checkout would refuse it as an empty cart,
// and once completed nobody could delete it either. Pickup (store 1) has no minimum order to stop
// it first. House lemonade (24) is a plain product.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const confirmIn = (language: string, token: string) => go.post('/confirm', { participant_token: token }, language);
const confirm = (token: string) => go.act('confirm', { participant_token: token });
const idOf = async (link: string, token: string, name: string) => (await go.panel(link, token)).participants.find((participant) => participant.name === name)!.id;
const states = async (link: string, token: string) => (await go.panel(link, token)).participants.map(({ name, confirmed }) => [name, confirmed]);

describe('the organiser confirming a group order with no food', () => {
  it('is refused in the language of the call, and the group order stays open and theirs to change', async () => {
    const { link, participant_token: olga } = await go.start();
    const english = await confirmIn('en', olga);
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({
      status: 'ERROR',
      message: 'The group order has <strong>no food</strong> yet and cannot be completed empty. Add a product before you confirm, or wait for others to join through the link and add theirs.',
    });
    expect((await confirmIn('es', olga)).json()).toEqual({
      status: 'ERROR',
      message: 'El pedido en grupo <strong>aún no tiene productos</strong> y no se puede completar vacío. Añade un producto antes de confirmar, o espera a que otros se unan con el enlace y añadan los suyos.',
    });
    expect((await confirmIn('ro', olga)).json().message).toContain('nu are încă niciun produs');

    // Nothing was half-done: not in progress, the organiser not confirmed, others may still join.
    expect((await go.panel(link, olga)).status).toBe('open');
    expect(await states(link, olga)).toEqual([['Olga', false]]);
    await go.join(link, 'Ana');
    expect((await go.act('delete', { participant_token: olga })).status).toBe('OK');
  });

  it('still completes it at once when the organiser has food and nobody has joined', async () => {
    const { link, participant_token: olga } = await go.start({ products: [line(24)] });
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });

  it('completes it once they added food, after the refusal', async () => {
    const { link, participant_token: olga } = await go.start();
    expect((await confirm(olga)).status).toBe('ERROR');
    await go.add(olga, 24);
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });

  it('lets an organiser with nothing of their own confirm while others still order, and completes with their food', async () => {
    const { link, participant_token: olga } = await go.start();
    const ana = await go.join(link, 'Ana');
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('in_progress');
    await go.add(ana, 24);
    expect((await confirm(ana)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });
});

describe('removing the last participant not confirmed of a group order with no food', () => {
  it('does not complete it: it is open again for the organiser, who can add food or delete it', async () => {
    const { link, participant_token: olga } = await go.start();
    await go.join(link, 'Ana');
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('in_progress');

    const anaId = await idOf(link, olga, 'Ana');
    expect((await go.act('remove-participant', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
    const panel = await go.panel(link, olga);
    expect(panel.status).toBe('open');
    expect(panel.participants.map(({ name, confirmed }) => [name, confirmed])).toEqual([['Olga', false]]);
    expect((await go.act('delete', { participant_token: olga })).status).toBe('OK');
  });

  it('whose food went with them does not complete it either', async () => {
    const { link, participant_token: olga } = await go.start();
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 24);
    expect((await confirm(olga)).status).toBe('OK');
    const anaId = await idOf(link, olga, 'Ana');
    expect((await go.act('remove-participant', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('open');
    await go.add(olga, 24);
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });

  it('completes it when someone confirmed still has food', async () => {
    const { link, participant_token: olga } = await go.start();
    const ana = await go.join(link, 'Ana');
    await go.join(link, 'Ben');
    await go.add(ana, 24);
    expect((await confirm(ana)).status).toBe('OK');
    expect((await confirm(olga)).status).toBe('OK');
    const benId = await idOf(link, olga, 'Ben');
    expect((await go.act('remove-participant', { participant_token: olga, participant_id: benId })).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });
});
