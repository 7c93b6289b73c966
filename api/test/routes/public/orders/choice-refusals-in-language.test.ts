import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { orderLine as line, openShopApp, orderRefusalsIn, pickupOrder } from '../../../helpers/orders';
import type { TestApp } from '../../../helpers/test-app';

// A line that breaks a rule of its product's choices (spec §5) is refused in the language the order
// is placed in, the product, group and option named as that language sells them. The Aurora burger
// (19) needs a cooking (19011) and one or two sides (fries 19021, at most one portion; 19022, 19023).
let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(() => t.close());

const lineRefusalIn = async (language: string, body: PlaceOrderRequest) => (await orderRefusalsIn(t.app, language, body))['products.0'];

const burger = (options: { id: number; quantity: number }[]) => pickupOrder({ products: [line(19, 1, null, options)] });
const cooking = { id: 19011, quantity: 1 };
const fries = { id: 19021, quantity: 1 };

test('too few options in a group, with the bound counted as the language counts', async () => {
  const noSide = burger([cooking]);
  expect(await lineRefusalIn('en', noSide)).toBe('Aurora burger: Side: choose at least 1 option.');
  expect(await lineRefusalIn('es', noSide)).toBe('Hamburguesa Aurora: Guarnición: elige al menos 1 opción.');
  expect(await lineRefusalIn('lt', noSide)).toBe('Aurora mėsainis: Garnyras: pasirinkite bent 1 variantą.');
  expect(await lineRefusalIn('ro', noSide)).toBe('Burger Aurora: Garnitură: alege cel puțin 1 opțiune.');
});

test('too many options in a group: two is a plural in each language', async () => {
  const threeSides = burger([cooking, fries, { id: 19022, quantity: 1 }, { id: 19023, quantity: 1 }]);
  expect(await lineRefusalIn('en', threeSides)).toBe('Aurora burger: Side: choose at most 2 options.');
  expect(await lineRefusalIn('es', threeSides)).toBe('Hamburguesa Aurora: Guarnición: elige como máximo 2 opciones.');
  expect(await lineRefusalIn('lt', threeSides)).toBe('Aurora mėsainis: Garnyras: pasirinkite ne daugiau kaip 2 variantus.');
  expect(await lineRefusalIn('ro', threeSides)).toBe('Burger Aurora: Garnitură: alege cel mult 2 opțiuni.');
});

test('too much of one option', async () => {
  const threeFries = burger([cooking, { ...fries, quantity: 3 }]);
  expect(await lineRefusalIn('en', threeFries)).toBe('Aurora burger: Fries: take at most 1.');
  expect(await lineRefusalIn('es', threeFries)).toBe('Hamburguesa Aurora: Patatas fritas: como máximo 1.');
  expect(await lineRefusalIn('lt', threeFries)).toBe('Aurora mėsainis: Bulvytės: ne daugiau kaip 1.');
  expect(await lineRefusalIn('ro', threeFries)).toBe('Burger Aurora: Cartofi prăjiți: ia cel mult 1.');
});
