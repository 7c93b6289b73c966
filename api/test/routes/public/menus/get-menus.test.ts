import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

test('lists the menus in display order, in English by default', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/menus' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    { id: 1, name: 'Food', url: 'food' },
    { id: 2, name: 'Drinks', url: 'drinks' },
    { id: 3, name: 'Desserts', url: 'desserts' },
  ]);
});

test('translates names, a 5-character language counting by its first two letters', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/menus?translate_language=es-MX' });
  expect(res.json().map((m: { name: string }) => m.name)).toEqual(['Comida', 'Bebidas', 'Postres']);
});

test('an over-long translate_language is refused with a message', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/menus?translate_language=abcdefghijklmnop' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Query parameter "translate_language" must NOT have more than 10 characters.');
});
