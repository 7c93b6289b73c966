import { loadConfig } from '../../src/config';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** One database, two brands: BRAND_ID chooses which one a deployment shows. */
let casaAurora: TestApp;
let limonaia: TestApp;
beforeAll(async () => {
  casaAurora = await buildTestApp();
  limonaia = await buildTestApp({ brandId: 2 });
});
afterAll(async () => {
  await Promise.all([casaAurora.close(), limonaia.close()]);
});

async function settingsOf(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/public/website-settings?device=desktop' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

test('without BRAND_ID the shop is the first brand, Casa Aurora', async () => {
  const settings = await settingsOf(casaAurora);
  expect(settings.website).toMatchObject({ name: 'Casa Aurora', color: '#b3261e' });
  expect(settings.localization.currency).toBe('RON');
});

test('BRAND_ID=2 shows Limonaia: its name, colour, contacts, currency, footer, meta tags and page visibility', async () => {
  const settings = await settingsOf(limonaia);
  expect(settings.website).toMatchObject({ name: 'Limonaia', color: '#f7d23e', phone: '+370 5 200 0200', email: 'ciao@limonaia.example', cutlery: 1 });
  expect(settings.company_name).toBe('Limonaia Virtuvė UAB');
  expect(settings.localization).toMatchObject({ currency: 'EUR', country_code: 'LT', time_zone: 'Europe/Vilnius' });
  expect(settings.meta_tags.title).toBe('Limonaia: fresh pasta delivered in Vilnius');
  expect(settings.footer_content).toContain('Limonaia');
  expect(settings.show_pages).toEqual({ about_us: true, events: false, reservations: true, jobs: true });
  expect(settings.trackers).toEqual([]);
});

test("Limonaia's logo is drawn in its own name and colour", async () => {
  const response = await limonaia.app.inject({ method: 'GET', url: '/assets/logo.svg' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('Limonaia');
  expect(response.body.toLowerCase()).toContain('#f7d23e');
});

test('a BRAND_ID that is not a positive whole number stops the start', () => {
  expect(loadConfig({ BRAND_ID: '2' }).brandId).toBe(2);
  expect(loadConfig({}).brandId).toBeNull();
  expect(() => loadConfig({ BRAND_ID: 'limonaia' })).toThrow(/BRAND_ID/);
  expect(() => loadConfig({ BRAND_ID: '0' })).toThrow(/BRAND_ID/);
});
