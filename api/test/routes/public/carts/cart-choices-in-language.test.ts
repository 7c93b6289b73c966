import { emptyCart } from 'shared-contracts/types/cart';
import { stopSelling } from '../../../helpers/not-sold';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// POST public/carts reports the lines an order would refuse, each message in the request's
// Content-Language as the order's refusal says it (the cart screen itself goes by the rule).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function messagesIn(language: string, products: unknown[], storeId = 1): Promise<string[]> {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/public/carts',
    headers: { 'content-language': language },
    payload: { json_object: JSON.stringify({ ...emptyCart(), store_id: storeId, products }) },
  });
  expect(saved.statusCode).toBe(200);
  return saved.json().invalid_products.flatMap((line: { violations: { message: string }[] }) => line.violations.map((v) => v.message));
}

const line = (id: number, options: { id: number; quantity: number }[] = []) => ({
  id, name: 'x', quantity: 1, price: 1, pack_price: 0, options: options.map((o) => ({ ...o, price: 0 })), categories: [],
  age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
});
const cooking = { id: 19011, quantity: 1 };

test('a pizza without a size, and a burger with three sides and too many fries', async () => {
  const cart = [line(1), line(19, [cooking, { id: 19021, quantity: 2 }, { id: 19022, quantity: 1 }, { id: 19023, quantity: 1 }])];
  expect(await messagesIn('en', cart)).toEqual(['Choose a size of Margherita.', 'Side: choose at most 2 options.', 'Fries: take at most 1.']);
  expect(await messagesIn('es', cart)).toEqual(['Elige un tamaño de Margarita.', 'Guarnición: elige como máximo 2 opciones.', 'Patatas fritas: como máximo 1.']);
  expect(await messagesIn('lt', cart)).toEqual(['Margarita: pasirinkite dydį.', 'Garnyras: pasirinkite ne daugiau kaip 2 variantus.', 'Bulvytės: ne daugiau kaip 1.']);
  expect(await messagesIn('ro', cart)).toEqual(['Alege o mărime pentru Margherita.', 'Garnitură: alege cel mult 2 opțiuni.', 'Cartofi prăjiți: ia cel mult 1.']);
});

test('a burger without a side, a product not sold and one out of stock', async () => {
  // The Thai peanut salad (17) is out of stock at Riverside (2); product 99999 left the catalogue,
  // so the name the cart saved with it is the only one left.
  const cart = [line(19, [cooking]), { ...line(99999), name: 'Summer soup' }, line(17)];
  expect(await messagesIn('es', cart, 2)).toEqual([
    'Guarnición: elige al menos 1 opción.', 'Summer soup no se vende en esta tienda.', expect.stringMatching(/ está agotado en esta tienda\.$/),
  ]);
  expect(await messagesIn('lt', cart, 2)).toEqual([
    'Garnyras: pasirinkite bent 1 variantą.', 'Summer soup: šioje parduotuvėje neparduodama.', expect.stringMatching(/: šioje parduotuvėje išparduota\.$/),
  ]);
  expect(await messagesIn('ro', cart, 2)).toEqual([
    'Garnitură: alege cel puțin 1 opțiune.', 'Summer soup nu se vinde în acest restaurant.', expect.stringMatching(/ nu mai este în stoc în acest restaurant\.$/),
  ]);
});

test('a product the store does not sell is named as the catalogue names it in that language, never by its id', async () => {
  // Riverside (2) took the house lemonade (24) off its menu; the cart saved it as "x". A line
  // without a name, of a product in no catalogue, is said without one.
  const sellAgain = await stopSelling(t.app, 24, 2);
  try {
    const { name: _none, ...nameless } = line(99999);
    const cart = [line(24), nameless];
    expect(await messagesIn('en', cart, 2)).toEqual(['House lemonade is not sold in this store.', 'A product in your order is not sold in this store.']);
    expect(await messagesIn('es', cart, 2)).toEqual(['Limonada de la casa no se vende en esta tienda.', 'Un producto de tu pedido no se vende en esta tienda.']);
    expect(await messagesIn('lt', cart, 2)).toEqual(['Naminis limonadas: šioje parduotuvėje neparduodama.', 'Vienas jūsų užsakymo produktas šioje parduotuvėje neparduodamas.']);
    expect(await messagesIn('ro', cart, 2)).toEqual(['Limonadă de casă nu se vinde în acest restaurant.', 'Un produs din comanda ta nu se vinde în acest restaurant.']);
  } finally {
    await sellAgain();
  }
});
