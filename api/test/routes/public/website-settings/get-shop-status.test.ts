import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Seed hours: Old Town (1) is closed on Mondays, Riverside (2) on Tuesdays; otherwise 10:00-22:00.
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

async function shopStatus(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/public/website-settings/shop-status', headers });
}

test('open at noon on a Wednesday in Bucharest', async () => {
  clock = new Date('2026-11-25T10:00:00Z');
  const res = await shopStatus();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    delivery_now: true,
    pickup_now: true,
    delivery_later: true,
    pickup_later: true,
    has_delivery: true,
    has_pickup: true,
    someone_has_delivery: true,
    someone_has_pickup: true,
    message: '',
    only_later_hours: false,
    only_later_hours_pickup: false,
  });
});

test('closed late at night, with the order-for-later message', async () => {
  clock = new Date('2026-11-25T21:30:00Z');
  const res = await shopStatus();
  expect(res.json()).toMatchObject({
    delivery_now: false,
    pickup_now: false,
    delivery_later: true,
    only_later_hours: true,
    message: 'We are closed now. You can order for later.',
  });
});

test("the message is in the visitor's language (Content-Language), as the settings' shop status is", async () => {
  clock = new Date('2026-11-25T21:30:00Z');
  expect((await shopStatus({ 'content-language': 'es' })).json().message).toBe('Ahora estamos cerrados. Puedes hacer tu pedido para más tarde.');
  expect((await shopStatus({ 'content-language': 'lt-LT' })).json().message).toBe('Dabar nedirbame. Galite užsisakyti vėlesniam laikui.');
  expect((await shopStatus({ 'content-language': 'de' })).json().message).toBe('We are closed now. You can order for later.');
  const settings = await t.app.inject({ method: 'GET', url: '/public/website-settings?translate_language=ro' });
  expect(settings.json().shop_status.message).toBe('Acum suntem închiși. Poți comanda pentru mai târziu.');
});

test('X-Store-Id narrows the status to that store (Old Town closed on Monday, Riverside open)', async () => {
  clock = new Date('2026-11-23T10:00:00Z');
  expect((await shopStatus({ 'x-store-id': '1' })).json()).toMatchObject({ delivery_now: false, pickup_now: false });
  expect((await shopStatus({ 'x-store-id': '2' })).json()).toMatchObject({ delivery_now: true, pickup_now: true });
  expect((await shopStatus({ 'x-store-id': '' })).json()).toMatchObject({ delivery_now: true });
});

test('a bad or unknown X-Store-Id is refused with a message', async () => {
  const bad = await shopStatus({ 'x-store-id': 'abc' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Header "X-Store-Id" must be a store id (a positive whole number).');
  const unknown = await shopStatus({ 'x-store-id': '99' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('Store 99 not found.');
});
