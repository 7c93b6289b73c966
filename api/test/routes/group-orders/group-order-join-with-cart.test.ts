import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';

// A guest joining with food in their cart brings it along as their part (spec §6: participants'
// products are on the server), checked against the group's store as the organiser's cart is on
// starting; what that store does not sell as chosen never stops them joining (spec §4: a name only). House lemonade (24) is sold plainly; the Aurora burger (19) needs a cooking.
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

  it('joins with the lines the store sells, leaving out one it does not sell and answering its index', async () => {
    const { link, participant_token: olga } = await go.start();
    // Spec §4, §6: anyone with the link joins with a name only, whatever their cart holds.
    const joined = await postIn('en', `/${link}/join`, { name: 'Ana', products: [line(999999), line(24, 2)] });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ link, left_out: [0] });
    expect((await go.panel(link, olga)).participants.map((participant) => [participant.name, participant.products.map((product) => [product.product_id, product.quantity])])).toEqual([
      ['Olga', []],
      ['Ana', [[24, 2]]],
    ]);
  });

  it("leaves out a line that breaks its product's choices, or food out of stock, and joins with nothing when nothing is sold", async () => {
    const { link, participant_token: olga } = await go.start();
    await t.app.db.updateTable('product_stores').set({ in_stock: false }).where('product_id', '=', 11).where('store_id', '=', 1).execute();
    try {
      const joined = await postIn('es', `/${link}/join`, { name: 'Ana', products: [line(19), line(11)] });
      expect(joined.statusCode).toBe(201);
      expect(joined.json().left_out).toEqual([0, 1]);
    } finally {
      await t.app.db.updateTable('product_stores').set({ in_stock: true }).where('product_id', '=', 11).where('store_id', '=', 1).execute();
    }
    expect((await go.panel(link, olga)).participants.map((participant) => [participant.name, participant.products.length])).toEqual([
      ['Olga', 0],
      ['Ana', 0],
    ]);
  });

  it('answers the same lines left out when the join is sent again under its key', async () => {
    const { link } = await go.start();
    const key = 'join-again-key-0001';
    const first = await go.post(`/${link}/join`, { name: 'Ana', products: [line(24), line(999999)] }, 'en', key);
    const again = await go.post(`/${link}/join`, { name: 'Ana', products: [line(24), line(999999)] }, 'en', key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json().left_out).toEqual([1]);
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
