import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { nextAddress, SHOP_OPEN } from '../../helpers/placed-order';

/**
 * A participant's addition whose answer was lost is sent again with the same Idempotency-Key: the
 * line goes in once, and the answer is the line it added. Another key (or none) adds another line.
 */
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const addUnder = (token: string, key: string | null, quantity = 2) =>
  t.app.inject({
    method: 'POST',
    url: '/public/group-orders/add-product',
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: { participant_token: token, product: line(24, quantity) },
    remoteAddress: nextAddress(),
  });

async function linesOf(link: string, token: string) {
  const panel = await go.panel(link, token);
  return panel.participants.find((participant) => participant.name === 'Ana')!.products.map((product) => [product.product_id, product.quantity]);
}

it('the same addition sent twice under one key adds one line and answers it both times', async () => {
  const { link } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  const first = await addUnder(ana, 'add-1');
  const again = await addUnder(ana, 'add-1');
  expect(first.json()).toMatchObject({ status: 'OK', product: { id: 24, quantity: 2 } });
  expect(again.json()).toEqual(first.json());
  expect(await linesOf(link, ana)).toEqual([[24, 2]]);
});

it('another key, or none, is another addition', async () => {
  const { link } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  await addUnder(ana, 'add-1');
  await addUnder(ana, 'add-2');
  await addUnder(ana, null);
  await addUnder(ana, null);
  expect(await linesOf(link, ana)).toEqual([[24, 2], [24, 2], [24, 2], [24, 2]]);
});

it("one participant's key is not another's", async () => {
  const { link } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  const ben = await go.join(link, 'Ben');
  await addUnder(ana, 'same-key');
  expect((await addUnder(ben, 'same-key')).json()).toMatchObject({ status: 'OK' });
  const panel = await go.panel(link, ana);
  expect(panel.participants.filter((participant) => participant.products.length > 0).map((participant) => participant.name).sort()).toEqual(['Ana', 'Ben', 'Olga']);
});
