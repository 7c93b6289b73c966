import { jest } from '@jest/globals';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN } from '../../helpers/placed-order';

// The organiser's extra (spec §3 group_order_pay_extra) in the brand's currency: one finer than its
// smallest charged unit is refused at start, on its field (0.5 yen could never be charged), and an
// extra stored so before is counted in the shares as the order counts it, so they add up.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

async function inCurrency(currency: string) {
  const website = await t.app.repositories.website.website();
  jest.spyOn(t.app.repositories.website, 'website').mockResolvedValue({ ...website, currency });
}

const START = { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split', products: [line(24)] };
const groupOrders = async () => Number((await t.app.db.selectFrom('group_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('starting with an extra', () => {
  it('in yen, refuses 0.5 on its field in the organiser\'s language and starts nothing; takes a whole 1', async () => {
    await inCurrency('JPY');
    const before = await groupOrders();
    const refused = await go.post('', { ...START, group_order_pay_extra: 0.5 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'In this shop\'s currency the extra is a whole amount: enter it without decimals.', field: 'group_order_pay_extra' });
    expect((await go.post('', { ...START, group_order_pay_extra: 0.5 }, 'ro')).json().message).toBe('În moneda acestui magazin suma în plus este un număr întreg: introdu-o fără zecimale.');
    expect(await groupOrders()).toBe(before);
    const { group_order_pay_extra: extra } = await go.start({ ...START, group_order_pay_extra: 1 });
    expect(extra).toBe(1);
  });

  it('in lei, refuses 2.555 rather than storing it rounded; takes 2.55', async () => {
    await inCurrency('RON');
    const refused = await go.post('', { ...START, group_order_pay_extra: 2.555 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Enter the extra with at most 2 decimals.', field: 'group_order_pay_extra' });
    expect((await go.start({ ...START, group_order_pay_extra: 2.55 })).group_order_pay_extra).toBe(2.55);
  });
});

it('in yen, an extra of 0.5 stored before is counted in the organiser\'s share as in the order: whole yen that add up to it', async () => {
  const { link, participant_token: olga } = await go.start({ ...START, group_order_pay_extra: 0 });
  await go.join(link, 'Ana', undefined, [line(24)]);
  await t.app.db.updateTable('group_orders').set({ pay_extra: '0.5' }).where('link', '=', link).execute();
  await inCurrency('JPY');
  const panel = await go.panel(link, olga);
  const totals = panel.participants.map((participant) => participant.total);
  expect(totals.every(Number.isInteger)).toBe(true);
  expect(totals[0]! + totals[1]!).toBe(panel.total);
  expect(panel.participants[0]!.pay_extra).toBe(1);
});
