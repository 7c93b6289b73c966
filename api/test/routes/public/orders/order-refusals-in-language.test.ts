import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { groupOrderClient, line as groupLine } from '../../../helpers/group-orders';
import { orderLine as line, openShopApp, orderRefusalsIn, pickupOrder } from '../../../helpers/orders';
import { stopSelling } from '../../../helpers/not-sold';
import type { TestApp } from '../../../helpers/test-app';

// The checkout shows an order's refusals as they come, so they are in the language the order is
// placed in (Content-Language), amounts written as that language writes them. Wednesday noon in
// Bucharest; Old Town delivers to Strada Lipscani with a 50 lei minimum; one penne arrabbiata (11)
// is 29 + 1.50 packaging; the walnut cake (41) needs advance ordering.
const OLD_TOWN = { lat: 44.4316, lng: 26.1005 };

let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(() => t.close());

const refusalsIn = (language: string, body: PlaceOrderRequest) => orderRefusalsIn(t.app, language, body);

test('the minimum order, with the amounts in the language number format', async () => {
  const order = pickupOrder({
    delivery_type: 'delivery', pickup_type: null, payment_method: 'cash', address: 'Strada Lipscani 20, București',
    geolocation: OLD_TOWN, products: [line(11)],
  });
  expect((await refusalsIn('en', order)).products).toBe('The minimum order, without the delivery fee, is 50 lei: add 19.50 lei more.');
  expect((await refusalsIn('es-ES', order)).products).toBe('El pedido mínimo, sin gastos de envío, es 50 lei: añade 19,50 lei más.');
  expect((await refusalsIn('lt', order)).products).toBe('Mažiausias užsakymas be pristatymo mokesčio yra 50 lei: pridėkite dar 19,50 lei.');
  expect((await refusalsIn('ro', order)).products).toBe('Comanda minimă, fără taxa de livrare, este 50 lei: adaugă încă 19,50 lei.');
});

test('bonus points a guest cannot spend', async () => {
  const order = pickupOrder({ loyalty_points: 5, products: [line(24)] });
  expect(await refusalsIn('es', order)).toEqual({ loyalty_points: 'El número de puntos introducido no es correcto.' });
  expect(await refusalsIn('lt', order)).toEqual({ loyalty_points: 'Įvestas taškų skaičius neteisingas.' });
});

test('the location confirmation, naming the store where it cannot be inflected', async () => {
  const order = pickupOrder({ location_confirmed: false, products: [line(24)] });
  expect((await refusalsIn('es', order)).location_confirmed).toBe('Confirma que recogerás tu pedido en Casa Aurora Old Town.');
  expect((await refusalsIn('lt', order)).location_confirmed).toBe('Patvirtinkite, kad užsakymą atsiimsite parduotuvėje Casa Aurora Old Town.');
  expect((await refusalsIn('ro', order)).location_confirmed).toBe('Te rugăm să confirmi că vei ridica comanda de la Casa Aurora Old Town.');
});

test('the information confirmation', async () => {
  const order = pickupOrder({ information_confirmed: false, products: [line(24)] });
  expect((await refusalsIn('es', order)).information_confirmed).toBe('Confirma que tus datos son correctos.');
  expect((await refusalsIn('lt', order)).information_confirmed).toBe('Patvirtinkite, kad jūsų duomenys teisingi.');
  expect((await refusalsIn('ro', order)).information_confirmed).toBe('Te rugăm să confirmi că datele tale sunt corecte.');
});

test('a product that needs advance ordering, and a time not chosen', async () => {
  const now = pickupOrder({ products: [line(41)] });
  expect((await refusalsIn('es', now)).for_later).toBe('Tarta entera de nueces y miel se pide por encargo: elige un día y una hora posteriores.');
  expect((await refusalsIn('lt', now)).for_later).toBe('Visas graikinių riešutų ir medaus tortas: šį produktą reikia užsakyti iš anksto. Pasirinkite vėlesnę dieną ir laiką.');
  const noTime = pickupOrder({ products: [line(24)], for_later: true, later_day: null, later_time: null });
  expect((await refusalsIn('lt', noTime)).later_time).toBe('Pasirinkite užsakymo dieną ir laiką.');
});

test('a product that needs advance ordering, at a table', async () => {
  const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
  const order = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, products: [line(41)] });
  expect(await refusalsIn('es', order)).toEqual({ products: 'Tarta entera de nueces y miel se pide por encargo, así que no se puede pedir desde la mesa. Quita este producto del pedido.' });
  expect((await refusalsIn('lt', order)).products).toBe(
    'Visas graikinių riešutų ir medaus tortas: šį produktą reikia užsakyti iš anksto, todėl prie staliuko jo užsakyti negalima. Pašalinkite jį iš užsakymo.',
  );
  expect((await refusalsIn('ro', order)).products).toMatch(/ se comandă din timp, așa că nu se poate comanda de la masă\. Te rugăm să scoți acest produs din comandă\.$/);
});

test('a payment method the store does not take is named as the picker names it, and the store is the reason', async () => {
  // Riverside (2) has no card terminal; the cart kept the card at the counter chosen at Old Town.
  const order = pickupOrder({ store_id: 2, payment_method: 'pos-pickup', products: [line(24)] });
  expect((await refusalsIn('en', order)).payment_method).toBe('Casa Aurora Riverside does not accept "Card at the counter". Please choose another way to pay.');
  expect((await refusalsIn('es', order)).payment_method).toBe('Casa Aurora Riverside no acepta "Tarjeta en el mostrador". Elige otra forma de pago.');
  expect((await refusalsIn('lt', order)).payment_method).toBe('Casa Aurora Riverside nepriima mokėjimo būdo „Kortele prie prekystalio“. Pasirinkite kitą mokėjimo būdą.');
  expect((await refusalsIn('ro', order)).payment_method).toBe('Casa Aurora Riverside nu acceptă metoda de plată „Card la ghișeu”. Te rugăm să alegi altă metodă de plată.');
});

test('a payment method of another service is named, never by its code', async () => {
  const order = pickupOrder({ payment_method: 'pos', products: [line(24)] });
  expect((await refusalsIn('en', order)).payment_method).toBe('Payment method "Card to the courier" is not offered for pickup.');
  expect((await refusalsIn('es', order)).payment_method).toBe('El método de pago "Tarjeta al repartidor" no se ofrece para la recogida.');
  expect((await refusalsIn('lt', order)).payment_method).toBe('Mokėjimo būdas „Kortele kurjeriui“ atsiėmimui nesiūlomas.');
  expect((await refusalsIn('ro', order)).payment_method).toBe('Metoda de plată „Card la curier” nu este disponibilă pentru ridicare.');
});

test('guest details and an empty cart', async () => {
  const order = pickupOrder({ name: ' ', email: 'not-an-address', products: [] });
  expect(await refusalsIn('es', order)).toMatchObject({
    name: 'Introduce tu nombre completo.',
    email: 'Tu dirección de correo electrónico no es válida.',
    products: 'Tu carrito está vacío.',
  });
});

test('a voucher on a group order', async () => {
  const go = groupOrderClient(t.app);
  const { link, participant_token } = await go.start({ products: [groupLine(24)] });
  const order = pickupOrder({ products: [], voucher_code: 'AURORA10', group_order: { order_token: link, participant_token } });
  expect((await refusalsIn('en', order)).voucher_code).toBe('A voucher cannot be used on a group order.');
  expect((await refusalsIn('es', order)).voucher_code).toBe('No se puede usar un vale en un pedido en grupo.');
  expect((await refusalsIn('lt', order)).voucher_code).toBe('Grupiniam užsakymui kupono naudoti negalima.');
});

test('lines the store no longer sells as chosen', async () => {
  await t.app.db.updateTable('product_stores').set({ in_stock: false }).where('product_id', '=', 25).where('store_id', '=', 1).execute();
  try {
    const order = pickupOrder({ products: [line(999), line(25)] });
    expect(await refusalsIn('es', order)).toEqual({ 'products.0': 'Un producto de tu pedido no se vende en esta tienda.', 'products.1': expect.stringMatching(/ está agotado en esta tienda\.$/) });
    expect((await refusalsIn('lt', order))['products.1']).toMatch(/: šioje parduotuvėje išparduota\.$/);
  } finally {
    await t.app.db.updateTable('product_stores').set({ in_stock: true }).where('product_id', '=', 25).where('store_id', '=', 1).execute();
  }
});

test('a product the store does not sell is named as the customer knows it, never by its id', async () => {
  // Old Town (1) took the house lemonade (24) off its menu; product 999 is in no catalogue, so no name is left to say.
  const sellAgain = await stopSelling(t.app, 24, 1);
  try {
    const order = pickupOrder({ products: [line(24), line(999)] });
    expect(await refusalsIn('en', order)).toEqual({
      'products.0': 'House lemonade is not sold in this store.', 'products.1': 'A product in your order is not sold in this store.',
    });
    expect(await refusalsIn('es', order)).toEqual({
      'products.0': 'Limonada de la casa no se vende en esta tienda.', 'products.1': 'Un producto de tu pedido no se vende en esta tienda.',
    });
    expect(await refusalsIn('lt', order)).toEqual({
      'products.0': 'Naminis limonadas: šioje parduotuvėje neparduodama.', 'products.1': 'Vienas jūsų užsakymo produktas šioje parduotuvėje neparduodamas.',
    });
    expect(await refusalsIn('ro', order)).toEqual({
      'products.0': 'Limonadă de casă nu se vinde în acest restaurant.', 'products.1': 'Un produs din comanda ta nu se vinde în acest restaurant.',
    });
  } finally {
    await sellAgain();
  }
});

test('changed prices, with the new total in the language number format', async () => {
  const order = pickupOrder({ products: [line(11)], expected_total: 29 });
  expect(await refusalsIn('es', order)).toEqual({ expected_total: 'Los precios han cambiado: ahora el total es 30,50 lei. Revisa tu pedido.' });
  expect(await refusalsIn('lt', order)).toEqual({ expected_total: 'Kainos pasikeitė: dabar iš viso 30,50 lei. Patikrinkite savo užsakymą.' });
});

test('a store that does not exist', async () => {
  const order = pickupOrder({ store_id: 9, products: [line(24)] });
  expect(await refusalsIn('en', order)).toEqual({ store_id: 'Store 9 does not exist.' });
  expect(await refusalsIn('es', order)).toEqual({ store_id: 'La tienda 9 no existe.' });
  expect(await refusalsIn('lt', order)).toEqual({ store_id: 'Parduotuvės 9 nėra.' });
  expect(await refusalsIn('ro', order)).toEqual({ store_id: 'Restaurantul 9 nu există.' });
});

test('the method by_organizer, which only a group order gives its participants', async () => {
  const order = pickupOrder({ payment_method: 'by_organizer', products: [line(24)] });
  expect((await refusalsIn('es', order)).payment_method).toBe('El método "by_organizer" es solo para los participantes de un pedido en grupo por los que paga el organizador.');
  expect((await refusalsIn('lt', order)).payment_method).toBe('Būdas „by_organizer“ skirtas tik grupinio užsakymo dalyviams, už kuriuos moka organizatorius.');
  expect((await refusalsIn('ro', order)).payment_method).toBe('Metoda „by_organizer” este doar pentru participanții la o comandă de grup pentru care plătește organizatorul.');
});
