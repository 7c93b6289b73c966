import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

test('the banners of the settings, in the language asked for', async () => {
  const settings = (await t.app.inject({ method: 'GET', url: '/public/website-settings?device=desktop&translate_language=es' })).json();
  const res = await t.app.inject({ method: 'GET', url: '/public/banners?translate_language=es' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-language']).toBe('es');
  expect(res.json()).toEqual(settings.banners);
  expect(res.json().length).toBeGreaterThan(0);
});

test('a translate_language longer than a language tag is a 400', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/banners?translate_language=abcdefghijkl' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/translate_language/);
});
