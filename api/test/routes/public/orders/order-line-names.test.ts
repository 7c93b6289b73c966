import type { TestApp } from '../../../helpers/test-app';
import { openShopApp, orderLine as line, pickupOrder as orderRequest, placeOrder } from '../../../helpers/orders';

// Wednesday noon in Bucharest: Old Town (1) is open. Carbonara (8), Margherita (1) 40 cm (112).
let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(async () => {
  await t.close();
});

function place(language: string | null) {
  return placeOrder(t.app, orderRequest({ products: [line(8), line(1, 1, 112, [{ id: 1001, quantity: 2 }])] }), language ? { 'content-language': language } : {});
}

test("an order's lines are stored named as the menu named them in the order's language", async () => {
  const placed = await place('es-ES');
  const names = [
    { name: 'Espaguetis a la carbonara', options: [] },
    { name: 'Margarita', size_name: '40 cm', options: [{ name: 'Mozzarella extra', quantity: 2 }] },
  ];
  expect(placed.lines).toMatchObject(names);
  const stored = await t.app.db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id').select('order_lines.name').where('orders.token', '=', placed.token).orderBy('position').execute();
  expect(stored.map((line) => line.name)).toEqual(['Espaguetis a la carbonara', 'Margarita']);
  // The success page reads them back by the token, in the same language.
  expect((await readOrder(placed.token, 'es')).lines).toMatchObject(names);
});

async function readOrder(token: string, language: string | null) {
  const answer = await t.app.inject({ method: 'GET', url: `/public/orders/${token}`, headers: language ? { 'content-language': language } : {} });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { lines: { name: string; size_name: string | null; options: { name: string }[] }[] };
}

test("the order's page names the lines in its reader's language, and a dish renamed since as it was ordered", async () => {
  const placed = await place('es-ES');
  const named = async (language: string | null) => (await readOrder(placed.token, language)).lines.map((line) => [line.name, line.size_name, line.options.map((option) => option.name)]);
  expect(await named('lt-LT')).toEqual([['Spagečiai karbonara', null, []], ['Margarita', '40 cm', ['Papildoma mocarela']]]);
  expect(await named('ro')).toEqual([['Spaghete carbonara', null, []], ['Margherita', '40 cm', ['Mozzarella extra']]]);
  // An option with no Romanian name (extra mozzarella's, taken out here) reads as the menu shows it, in English.
  const mozzarella = await t.app.db.selectFrom('options').select('name').where('id', '=', 1001).executeTakeFirstOrThrow();
  const { ro: _ro, ...withoutRomanian } = mozzarella.name;
  await t.app.db.updateTable('options').set({ name: JSON.stringify(withoutRomanian) }).where('id', '=', 1001).execute();
  try {
    expect(await named('ro')).toEqual([['Spaghete carbonara', null, []], ['Margherita', '40 cm', ['Extra mozzarella']]]);
  } finally {
    await t.app.db.updateTable('options').set({ name: JSON.stringify(mozzarella.name) }).where('id', '=', 1001).execute();
  }
  expect(await named(null)).toEqual([['Spaghetti carbonara', null, []], ['Margherita', '40 cm', ['Extra mozzarella']]]);

  // The carbonara renamed on the menu: the order keeps the dish the customer chose, by its name then.
  const carbonara = await t.app.db.selectFrom('products').select('name').where('id', '=', 8).executeTakeFirstOrThrow();
  await t.app.db.updateTable('products').set({ name: JSON.stringify({ en: 'Carbonara of the house', lt: 'Namų karbonara' }) }).where('id', '=', 8).execute();
  try {
    expect(await named('lt')).toEqual([['Espaguetis a la carbonara', null, []], ['Margarita', '40 cm', ['Papildoma mocarela']]]);
  } finally {
    await t.app.db.updateTable('products').set({ name: JSON.stringify(carbonara.name) }).where('id', '=', 8).execute();
  }
});

test('without a language, or in one the shop does not speak, the lines are named in English', async () => {
  expect((await place(null)).lines).toMatchObject([{ name: 'Spaghetti carbonara' }, { name: 'Margherita' }]);
  expect((await place('de')).lines).toMatchObject([{ name: 'Spaghetti carbonara' }, { name: 'Margherita' }]);
});
