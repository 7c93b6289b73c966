import { nextAddress } from '../../helpers/placed-order';
import { pickupOrder, placeOrder } from '../../helpers/orders';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';

// Food given back to a cart keeps its product's timing flags (spec §4): a cart holding the whole
// walnut cake (41, needs ordering in advance) is for later only, one holding the lunch of the day
// (42) for today only. Without them the cart would offer "now" (or another day), which placing refuses.
// House lemonade (24) has neither. Old Town (1) is open on Wednesdays: 2026-11-25 is one.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  go = groupOrderClient(t.app);
}, 120_000);
afterAll(() => t.close());

type Line = { id: number; only_for_later?: boolean; today_only?: boolean };
const flags = (products: Line[]) => products.map(({ id, only_for_later, today_only }) => ({ id, only_for_later, today_only }));
const EXPECTED = [
  { id: 41, only_for_later: true, today_only: false },
  { id: 42, only_for_later: false, today_only: true },
  { id: 24, only_for_later: false, today_only: false },
];
const foodToTakeBack = (link: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/public/group-orders/${link}/food-to-take-back?participant_token=${token}`, remoteAddress: nextAddress() });

/** Olga organises with the cake, the lunch and a lemonade; Ana joins with the same. */
async function bothWithTimedFood() {
  const food = [line(41), line(42), line(24)];
  const { link, participant_token: olga } = await go.start({ products: food });
  const ana = await go.join(link, 'Ana', undefined, food);
  return { link, olga, ana };
}

it('keeps them in the food giving up answers', async () => {
  const { ana } = await bothWithTimedFood();
  const gaveUp = (await go.post('/give-up', { participant_token: ana })).json();
  expect(gaveUp.status).toBe('OK');
  expect(flags(gaveUp.products)).toEqual(EXPECTED);
});

it("keeps them in the organiser's food deleting answers, and in each participant's read back", async () => {
  const { link, olga, ana } = await bothWithTimedFood();
  const deleted = (await go.post('/delete', { participant_token: olga })).json();
  expect(deleted.status).toBe('OK');
  expect(flags(deleted.products)).toEqual(EXPECTED);
  const back = await foodToTakeBack(link, ana);
  expect(back.statusCode).toBe(200);
  expect(flags(back.json().products)).toEqual(EXPECTED);
});

it('keeps them in an order again, whose lines are priced the same way', async () => {
  const placed = await placeOrder(t.app, pickupOrder({ products: [line(42), line(24)] }));
  const again = await t.app.inject({ method: 'POST', url: `/public/orders/${placed.token}/reorder` });
  expect(again.statusCode).toBe(200);
  expect(flags(again.json().products)).toEqual(EXPECTED.slice(1));
});
