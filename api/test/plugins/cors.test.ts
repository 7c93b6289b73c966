import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * The README's deployment: the shell on https://shop.example.com (SHOP_URL), the API on another
 * origin. The shop's own origin may always call; CORS_ORIGINS adds others (another market's shell).
 */
let subject: TestApp | undefined;
afterEach(async () => {
  await subject?.close();
  subject = undefined;
});

async function allowedOrigin(origin: string): Promise<string | undefined> {
  const preflight = await subject!.app.inject({
    method: 'OPTIONS',
    url: '/public/menus',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-store-id,x-client-version' },
  });
  const get = await subject!.app.inject({ method: 'GET', url: '/public/website-settings', headers: { origin } });
  expect(get.headers['access-control-allow-origin']).toBe(preflight.headers['access-control-allow-origin']);
  return preflight.headers['access-control-allow-origin'] as string | undefined;
}

test('without CORS_ORIGINS the shop at SHOP_URL may call the API, as may localhost, and nobody else', async () => {
  subject = await buildTestApp({ shopUrl: 'https://shop.example.com' });
  expect(await allowedOrigin('https://shop.example.com')).toBe('https://shop.example.com');
  expect(await allowedOrigin('http://localhost:3001')).toBe('http://localhost:3001');
  expect(await allowedOrigin('https://evil.example')).toBeUndefined();
  expect(await allowedOrigin('https://shop.example.com.evil.example')).toBeUndefined();
});

test("with CORS_ORIGINS those origins may call besides SHOP_URL's, and localhost no longer", async () => {
  subject = await buildTestApp({ shopUrl: 'https://shop.example.com/', corsOrigins: ['https://kiosk.example.com'] });
  expect(await allowedOrigin('https://shop.example.com')).toBe('https://shop.example.com');
  expect(await allowedOrigin('https://kiosk.example.com')).toBe('https://kiosk.example.com');
  expect(await allowedOrigin('http://localhost:3000')).toBeUndefined();
  expect(await allowedOrigin('https://evil.example')).toBeUndefined();
});
