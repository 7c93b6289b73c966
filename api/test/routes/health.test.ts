import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

test('GET /health answers ok once the database answers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

test('an unknown path answers a 404 with a readable message', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    statusCode: 404,
    error: 'Not Found',
    message: 'There is no GET /public/nothing-here here.',
  });
});

test('CORS lets any localhost origin send the storefront headers and read Content-Language', async () => {
  const res = await t.app.inject({
    method: 'OPTIONS',
    url: '/public/menus',
    headers: {
      origin: 'http://localhost:3001',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-store-id,x-client-version,idempotency-key',
    },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  // Remembered for two hours (Chromium's ceiling), so a phone does not ask again every ten minutes.
  expect(res.headers['access-control-max-age']).toBe('7200');
  const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
  for (const header of ['accept', 'content-type', 'content-language', 'x-client-version', 'x-store-id', 'x-delivery-type', 'authorization', 'idempotency-key']) {
    expect(allowed).toContain(header);
  }
  const get = await t.app.inject({ method: 'GET', url: '/public/menus', headers: { origin: 'http://localhost:3001' } });
  expect(get.headers['access-control-expose-headers']).toBe('Content-Language');
});

test('CORS refuses an origin that is neither localhost nor listed', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/menus', headers: { origin: 'https://evil.example' } });
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
});

test('the OpenAPI document at /docs/json lists every public call with its schemas', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
  expect(doc.openapi).toMatch(/^3\./);
  for (const path of [
    '/public/website-settings',
    '/public/website-settings/shop-status',
    '/public/menus',
    '/public/categories',
    '/public/check-redirect',
    '/public/carts',
    '/public/products',
  ]) {
    expect(doc.paths).toHaveProperty([path]);
  }
  const productParams = doc.paths['/public/products']?.get?.parameters?.map((p) => p.name);
  expect(productParams).toEqual(expect.arrayContaining(['product_ids', 'store_id', 'with']));
  const ui = await t.app.inject({ method: 'GET', url: '/docs' });
  expect(ui.statusCode).toBeLessThan(400);
});
