import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';

// A guest joining with food in their cart brings it along as their part (spec §6: participants'
// products are on the server), checked against the group's store as the organiser's cart is on
// starting. House lemonade (24) is sold plainly; the Aurora burger (19) needs a cooking.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const postIn = (language: string, url: string, payload: object) => go.post(url, payload, language);
const START = { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split' };

describe('joining with food in the cart', () => {
  it("stores the cart's lines as the joiner's part, priced by the group's store, on everyone's panel", async () => {
    const { link, participant_token: olga } = await go.start();
    const joined = await postIn('en', `/${link}/join`, { name: 'Ana', products: [line(24, 2)] });
    expect(joined.statusCode).toBe(201);
    const ana = joined.json().participant_token as string;
    for (const token of [olga, ana]) {
      const view = await go.panel(link, token);
      const [organiser, participant] = view.participants;
      expect(organiser!.products).toEqual([]);
      expect(participant!.name).toBe('Ana');
      expect(participant!.products.map((product) => [product.product_id, product.quantity])).toEqual([[24, 2]]);
      expect(participant!.subtotal).toBeGreaterThan(0);
      expect(view.total).toBe(participant!.total);
    }
    // Theirs like any line added later: they can change it.
    const orderProductId = (await go.panel(link, ana)).participants[1]!.products[0]!.order_product_id;
    expect(await go.act('edit-product', { participant_token: ana, order_product_id: orderProductId, update_quantity: 1 })).toEqual({ status: 'OK', message: '' });
  });

  it('refuses the join for a line the store does not sell, saying what starting says, and nobody joins', async () => {
    const { link, participant_token: olga } = await go.start();
    const refused = await postIn('en', `/${link}/join`, { name: 'Ana', products: [line(24), line(999999)] });
    expect(refused.statusCode).toBe(422);
    const started = await postIn('en', '', { ...START, products: [line(999999)] });
    expect(started.statusCode).toBe(422);
    expect(refused.json().message).toBe(started.json().message);
    expect(refused.json().field).toBeUndefined();
    expect((await go.panel(link, olga)).participants.map((participant) => participant.name)).toEqual(['Olga']);
    // Not even the name was taken, nor the line that was sold kept: with an empty cart Ana joins.
    const ana = await go.join(link, 'Ana');
    expect((await go.panel(link, ana)).participants.map((participant) => [participant.name, participant.products.length])).toEqual([
      ['Olga', 0],
      ['Ana', 0],
    ]);
  });

  it("refuses a line that breaks its product's choices in the joiner's language", async () => {
    const { link, participant_token: olga } = await go.start();
    const refused = await postIn('es', `/${link}/join`, { name: 'Ana', products: [line(19)] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Hamburguesa Aurora: Punto de cocción: elige al menos 1 opción.');
    expect((await go.panel(link, olga)).participants).toHaveLength(1);
  });

  it('keeps the join refusals about the name and the group order as they were', async () => {
    const { link, participant_token: olga } = await go.start({ products: [line(24)] });
    const taken = await postIn('en', `/${link}/join`, { name: 'olga', products: [line(24)] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().field).toBe('name');
    expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
    const finished = await postIn('en', `/${link}/join`, { name: 'Ana', products: [line(24)] });
    expect(finished.statusCode).toBe(409);
    expect((await go.panel(link, olga)).participants.map((participant) => participant.name)).toEqual(['Olga']);
  });
});
