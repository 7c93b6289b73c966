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

test('a banner picture carries no words, since the shop writes its title in the customer\'s language', async () => {
  const banner = await t.app.inject({ method: 'GET', url: '/assets/banners/1.svg' });
  expect(banner.statusCode).toBe(200);
  expect(banner.body).not.toContain('<text');
  expect(banner.body).not.toContain('Two pizzas');
  // A background still carries the brand's name, which is one in every language.
  const background = await t.app.inject({ method: 'GET', url: '/assets/backgrounds/desktop.svg' });
  expect(background.body).toMatch(/<text[^>]*>Casa Aurora<\/text>/);
});

test('an unknown picture is a 404 with a message; a bad name a 400', async () => {
  const missing = await t.app.inject({ method: 'GET', url: '/assets/products/999.svg' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('There is no picture of product 999.');
  const bad = await t.app.inject({ method: 'GET', url: '/assets/products/abc.png' });
  expect(bad.statusCode).toBe(400);
});

describe('GET /assets/trackers/:file', () => {
  let subject: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  it('serves the demo brand trackers named in its settings', async () => {
    const settings = (await subject.app.inject({ method: 'GET', url: '/public/website-settings' })).json();
    expect(settings.trackers.map((t: { category: string }) => t.category).sort()).toEqual(['marketing', 'statistics']);
    for (const tracker of settings.trackers) {
      const response = await subject.app.inject({ method: 'GET', url: `/assets/${tracker.src}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.body).toContain(`concat('${tracker.category}')`);
    }
  });

  it('answers 404 with a message for an unknown tracker, 400 for a bad name', async () => {
    const unknown = await subject.app.inject({ method: 'GET', url: '/assets/trackers/pixel.js' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no tracker "pixel.js".');
    const bad = await subject.app.inject({ method: 'GET', url: '/assets/trackers/..%2Fsecret.js' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /assets/products/:id.webp', () => {
  let subject: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  it('renders the product picture as WebP under the same name', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/products/1.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('refuses other formats and unknown products with a message', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/assets/products/1.png' })).statusCode).toBe(400);
    const unknown = await subject.app.inject({ method: 'GET', url: '/assets/products/99999.webp' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no picture of product 99999.');
  });
});
