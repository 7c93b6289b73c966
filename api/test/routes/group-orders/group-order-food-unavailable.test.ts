import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN } from '../../helpers/placed-order';

// Old Town (store 1): House lemonade (24) 14, Margherita 40 cm (1, size 112) 46. A product the store
// marks out of stock after it was added is left out of the sums: its participant is told which, the
// group order cannot be placed without it, and it opens again for them to choose something else.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const stock = (productId: number, inStock: boolean) =>
  t.app.db.updateTable('product_stores').set({ in_stock: inStock }).where('product_id', '=', productId).where('store_id', '=', 1).execute();
afterEach(() => stock(24, true));
const confirm = (token: string) => go.act('confirm', { participant_token: token });

/** Olga's Margherita and Ana's lemonade, everyone confirmed: completed, not placed. */
async function completedWithAnasLemonade() {
  const { link, participant_token: olga } = await go.start({ products: [line(1, 1, 112)], payment_mode: 'integral' });
  const ana = await go.join(link, 'Ana');
  const lemonade = await go.add(ana, 24);
  expect((await confirm(olga)).status).toBe('OK');
  expect((await confirm(ana)).status).toBe('OK');
  expect((await go.panel(link, olga)).status).toBe('completed');
  return { link, olga, ana, lemonade };
}

describe('a completed group order whose food went out of stock before it was placed', () => {
  it("names the food on its participant's card, in the panel's language, and opens again with them and the organiser not confirmed", async () => {
    const { link, olga, lemonade } = await completedWithAnasLemonade();
    await stock(24, false);
    const panel = await go.panel(link, olga);
    expect(panel.status).toBe('open');
    const ana = panel.participants.find((participant) => participant.name === 'Ana')!;
    expect(ana).toMatchObject({ confirmed: false, products: [], total: 0 });
    expect(ana.unavailable_products).toEqual([{ order_product_id: lemonade, reason: 'House lemonade is out of stock in this store.' }]);
    expect(panel.participants.find((participant) => participant.name === 'Olga')).toMatchObject({ confirmed: false, unavailable_products: [] });
    const spanish = await t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/panel?participant_token=${olga}&translate_language=es` });
    expect(spanish.json().participants[1].unavailable_products[0].reason).toMatch(/está agotado/);
  });

  it('lets that participant remove it and choose something else, refusing their confirmation until they do', async () => {
    const { link, olga, ana, lemonade } = await completedWithAnasLemonade();
    await stock(24, false);
    expect((await go.panel(link, ana)).status).toBe('open');
    const refused = await confirm(ana);
    expect(refused.status).toBe('ERROR');
    expect(refused.message).toContain('<strong>no longer available</strong>');
    expect((await go.act('delete-product', { participant_token: ana, order_product_id: lemonade })).status).toBe('OK');
    await go.add(ana, 1, 1, 112);
    expect((await confirm(ana)).status).toBe('OK');
    expect((await confirm(olga)).status).toBe('OK');
    const panel = await go.panel(link, olga);
    expect(panel.status).toBe('completed');
    expect(panel.participants.every((participant) => participant.unavailable_products.length === 0)).toBe(true);
  });

  it('refuses to place it without that food, with a message, and opens it again', async () => {
    const { link, olga } = await completedWithAnasLemonade();
    await stock(24, false);
    // Straight from the checkout, the panel not read since: the order would have dropped the lemonade.
    const order = await go.place(link, olga, { payment_method: 'cash-pickup' });
    expect(order.statusCode).toBe(422);
    expect(order.body).toContain('Some food of the group order is no longer available');
    expect((await go.panel(link, olga)).status).toBe('open');
  });

  it("lets the organiser's confirmation complete it, then opens it again for whoever must choose again", async () => {
    const { link, participant_token: olga } = await go.start({ products: [line(1, 1, 112)] });
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 24);
    expect((await confirm(ana)).status).toBe('OK');
    await stock(24, false);
    expect((await confirm(olga)).status).toBe('OK');
    const panel = await go.panel(link, olga);
    expect(panel.status).toBe('open');
    expect(panel.participants.map(({ name, confirmed }) => [name, confirmed])).toEqual([['Olga', false], ['Ana', false]]);
  });
});
