import { nextAddress } from '../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';

// A participant's own food comes back to their cart when the group order ends for them without
// being placed, as the organiser's does when they delete it: joining moved it out of their cart.
// Giving up answers it; the organiser deleting it or removing them, their screen reads it.
// House lemonade (24, 14) and the lasagna (12) are sold plainly at Old Town.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp();
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

type Food = { id: number; quantity: number; price: number; locked: boolean; order_product_id: number | null }[];
const asCart = (food: Food) => food.map((product) => [product.id, product.quantity, product.locked, product.order_product_id]);
const foodToTakeBack = (link: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/food-to-take-back?participant_token=${token}`, remoteAddress: nextAddress() });

/** Olga organises with a lemonade; Ana joins with two lemonades from her cart and adds a lasagna in the panel. */
async function anaWithFood() {
  const { link, participant_token: olga } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana', undefined, [line(24, 2)]);
  await go.add(ana, 12);
  return { link, olga, ana };
}

describe("a participant's own food", () => {
  it('comes back with giving up: all their lines, priced at the store, theirs to change again; nobody else\'s', async () => {
    const { link, ana } = await anaWithFood();
    const gaveUp = (await go.post('/give-up', { participant_token: ana })).json();
    expect(gaveUp).toMatchObject({ status: 'OK', message: '' });
    expect(asCart(gaveUp.products)).toEqual([
      [24, 2, false, null],
      [12, 1, false, null],
    ]);
    expect(gaveUp.products[0].price).toBe(14);
    // Once gone, nothing is given back twice by giving up again.
    expect((await go.post('/give-up', { participant_token: ana })).json()).toMatchObject({ status: 'ERROR', products: [] });
    // Their screen, reading it again after a lost answer, finds the same food.
    expect(asCart((await foodToTakeBack(link, ana)).json().products)).toEqual(asCart(gaveUp.products));
  });

  it('is read back by the one the organiser removed: what they had when removed', async () => {
    const { link, olga, ana } = await anaWithFood();
    const anaId = (await go.panel(link, olga)).participants[1]!.id;
    expect((await go.act('remove-participant', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
    const back = await foodToTakeBack(link, ana);
    expect(back.statusCode).toBe(200);
    expect(back.json().store_id).toBe(1);
    expect(asCart(back.json().products)).toEqual([
      [24, 2, false, null],
      [12, 1, false, null],
    ]);
    // Their food is out of the group order all the same.
    expect((await go.panel(link, olga)).participants.map((participant) => participant.name)).toEqual(['Olga']);
  });

  it('is read back by each participant of a deleted group order, their own only', async () => {
    const { link, olga, ana } = await anaWithFood();
    const deleted = (await go.post('/delete', { participant_token: olga })).json();
    expect(asCart(deleted.products)).toEqual([[24, 1, false, null]]);
    expect(asCart((await foodToTakeBack(link, ana)).json().products)).toEqual([
      [24, 2, false, null],
      [12, 1, false, null],
    ]);
  });

  it('is none while the group order still runs, and nobody else may read it', async () => {
    const { link, ana } = await anaWithFood();
    expect((await foodToTakeBack(link, ana)).json()).toEqual({ store_id: 1, products: [] });
    const other = await go.start();
    expect((await foodToTakeBack(other.link, ana)).statusCode).toBe(403);
  });
});
