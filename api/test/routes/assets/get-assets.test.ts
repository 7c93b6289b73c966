import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

test('each product has a drawn picture, cached for a long time', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/assets/products/19.svg' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.body).toContain('<title>Aurora burger</title>');
  expect(res.body).toContain('fill="#8d5524"');
  expect(res.body).toContain('>A</text>');
});

test('the logo, favicon and banners named by the settings exist', async () => {
  const settings = (await t.app.inject({ method: 'GET', url: '/public/website-settings' })).json();
  const paths = [settings.website.logo, settings.website.favicon, settings.website.background, ...settings.banners.map((b: { picture: string }) => b.picture)];
  for (const path of paths) {
    const res = await t.app.inject({ method: 'GET', url: `/assets/${path}` });
    expect([path, res.statusCode]).toEqual([path, 200]);
    expect(res.body).toMatch(/^<svg /);
  }
});

test('an unknown picture is a 404 with a message; a bad name a 400', async () => {
  const missing = await t.app.inject({ method: 'GET', url: '/assets/products/999.svg' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('There is no picture of product 999.');
  const bad = await t.app.inject({ method: 'GET', url: '/assets/products/abc.png' });
  expect(bad.statusCode).toBe(400);
});
