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
  // Stored so: the success page reads them back by the token.
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${placed.token}` })).json().lines).toMatchObject(names);
});

test('without a language, or in one the shop does not speak, the lines are named in English', async () => {
  expect((await place(null)).lines).toMatchObject([{ name: 'Spaghetti carbonara' }, { name: 'Margherita' }]);
  expect((await place('de')).lines).toMatchObject([{ name: 'Spaghetti carbonara' }, { name: 'Margherita' }]);
});
