import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { orderLine as line, openShopApp, orderRefusalsIn, pickupOrder } from '../../../helpers/orders';
import type { TestApp } from '../../../helpers/test-app';

// A valid voucher that takes nothing off is refused in the language the order is placed in, its
// amounts written as that language writes them. AURORA10 (10 %) is given an 80.50 lei minimum
// here; two Margherita 30 cm are 2 x (32 + 2) = 68: 12.50 missing.
let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
  await t.app.db.updateTable('vouchers').set({ min_order_value: 80.5 }).where('code', '=', 'AURORA10').execute();
});
afterAll(() => t.close());

const refusalIn = async (language: string, body: PlaceOrderRequest) => (await orderRefusalsIn(t.app, language, body)).voucher_code;

test('below the voucher minimum: how much is missing, in the customer language and number format', async () => {
  const order = pickupOrder({ voucher_code: 'AURORA10', products: [line(1, 2, 111)] });
  expect(await refusalIn('en', order)).toBe('This voucher needs an order of at least 80.50 lei: add 12.50 lei more to use this voucher.');
  expect(await refusalIn('es-ES', order)).toBe('Este vale requiere un pedido de al menos 80,50 lei: añade 12,50 lei más para usarlo.');
  expect(await refusalIn('lt-LT', order)).toBe('Šiam kuponui reikia bent 80,50 lei užsakymo: pridėkite dar 12,50 lei, kad galėtumėte jį panaudoti.');
  expect(await refusalIn('ro', order)).toBe('Acest voucher necesită o comandă de cel puțin 80,50 lei: adaugă încă 12,50 lei ca să-l folosești.');
});

test('a voucher for other products says so in the customer language', async () => {
  // FREELEMONADE gives a lemonade (24) away: a cola (25) is not one.
  const order = pickupOrder({ voucher_code: 'FREELEMONADE', products: [line(25)] });
  expect(await refusalIn('es', order)).toBe('Este vale no se aplica a los productos de tu carrito.');
  expect(await refusalIn('lt', order)).toBe('Šis kuponas netaikomas jūsų krepšelio produktams.');
  expect(await refusalIn('ro', order)).toBe('Acest voucher nu se aplică produselor din coșul tău.');
});
