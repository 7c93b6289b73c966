import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN } from '../../helpers/placed-order';

// Old Town (store 1): House lemonade (24) 14; Margherita 40 cm (size 112) 46 + pack 2. Its
// fixed-fee delivery area (1) needs 50 of food (spec §5 minimum order, delivery fee excluded).
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const delivered = { delivery_type: 'delivery', delivery_area_id: 1, products: [line(24)] };
const confirm = (token: string) => go.act('confirm', { participant_token: token });
const BELOW = 'The group order is <strong>below the minimum order</strong> for delivery.';

describe('a delivery group order below the minimum order (spec §5)', () => {
  it('says on the panel what the minimum is and how much is missing; pickup has none', async () => {
    const { link, participant_token: olga } = await go.start(delivered);
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 24);
    expect(await go.panel(link, ana)).toMatchObject({ minimum_order: 50, missing_for_minimum: 22 });
    await go.add(ana, 1, 1, 112);
    expect(await go.panel(link, olga)).toMatchObject({ minimum_order: 50, missing_for_minimum: 0 });

    const pickup = await go.start({ products: [line(24)] });
    expect(await go.panel(pickup.link, pickup.participant_token)).toMatchObject({ minimum_order: 0, missing_for_minimum: 0 });
  });

  it('refuses the organiser the confirmation that would complete it, and nothing changes', async () => {
    const { link, participant_token: olga } = await go.start(delivered);
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 24);
    expect((await confirm(ana)).status).toBe('OK');
    const refused = await confirm(olga);
    expect(refused.status).toBe('ERROR');
    expect(refused.message).toContain(BELOW);
    const panel = await go.panel(link, olga);
    expect(panel.status).toBe('open');
    expect(panel.participants.map(({ name, confirmed }) => [name, confirmed])).toEqual([['Olga', false], ['Ana', true]]);

    // With food enough, the same confirmation completes it.
    await go.add(olga, 1, 1, 112);
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });

  it("opens it again for the organiser when someone else's confirmation completes it, so food can still be added", async () => {
    const { link, participant_token: olga } = await go.start(delivered);
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 24);
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('in_progress');
    expect((await confirm(ana)).status).toBe('OK');

    const panel = await go.panel(link, ana);
    expect(panel).toMatchObject({ status: 'open', missing_for_minimum: 22 });
    expect(panel.participants.map(({ name, confirmed }) => [name, confirmed])).toEqual([['Olga', false], ['Ana', true]]);
    await go.add(olga, 1, 1, 112);
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });

  it('opens it again for the organiser when removing the last one not confirmed completes it', async () => {
    const { link, participant_token: olga } = await go.start(delivered);
    const ana = await go.join(link, 'Ana');
    const ben = await go.join(link, 'Ben');
    await go.add(ana, 24);
    await go.add(ben, 1, 1, 112);
    expect((await confirm(ana)).status).toBe('OK');
    expect((await confirm(olga)).status).toBe('OK');
    const benId = (await go.panel(link, olga)).participants.find((participant) => participant.name === 'Ben')!.id;
    expect((await go.act('remove-participant', { participant_token: olga, participant_id: benId })).status).toBe('OK');
    expect(await go.panel(link, olga)).toMatchObject({ status: 'open', missing_for_minimum: 22 });
  });
});

describe('a completed group order whose food the store stopped selling before it was placed', () => {
  const stock = (productId: number, inStock: boolean) =>
    t.app.db.updateTable('product_stores').set({ in_stock: inStock }).where('product_id', '=', productId).where('store_id', '=', 1).execute();
  afterEach(async () => {
    await stock(1, true);
    await stock(24, true);
  });

  it('is opened again for the organiser when it fell below the minimum, so food can be added', async () => {
    const { link, participant_token: olga } = await go.start({ ...delivered, products: [line(1, 1, 112)] });
    const ana = await go.join(link, 'Ana');
    await go.add(ana, 24);
    expect((await confirm(olga)).status).toBe('OK');
    expect((await confirm(ana)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');

    await stock(1, false);
    const panel = await go.panel(link, ana);
    expect(panel).toMatchObject({ status: 'open', missing_for_minimum: 36 });
    expect(panel.participants.map(({ name, confirmed }) => [name, confirmed])).toEqual([['Olga', false], ['Ana', true]]);
    await stock(1, true);
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');
  });

  it('is opened again when none of its food is sold any more, and the organiser cannot complete it so', async () => {
    const { link, participant_token: olga } = await go.start({ products: [line(24)] });
    expect((await confirm(olga)).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('completed');

    await stock(24, false);
    expect((await go.panel(link, olga)).status).toBe('open');
    const refused = await confirm(olga);
    expect(refused.status).toBe('ERROR');
    // Their own food, no longer sold: they replace it first (group-order-food-unavailable).
    expect(refused.message).toContain('<strong>no longer available</strong>');
    expect((await go.panel(link, olga)).status).toBe('open');
  });

  it('is opened again even while what is still sold reaches the minimum: the order would leave that food out', async () => {
    const { link, participant_token: olga } = await go.start({ ...delivered, products: [line(1, 2, 112), line(24)] });
    expect((await confirm(olga)).status).toBe('OK');
    await stock(24, false);
    expect(await go.panel(link, olga)).toMatchObject({ status: 'open', missing_for_minimum: 0 });
  });
});
