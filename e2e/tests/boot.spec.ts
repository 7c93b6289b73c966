import { test, expect } from '@playwright/test';
import { API_URL } from '../support/urls';

// Boot failures are staged with page.route, which a service worker's own fetches would bypass.
test.use({ serviceWorkers: 'block' });

test('a boot that cannot load the website settings shows the error screen, not a blank page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/public/website-settings?**', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' } }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reload the shop' })).toHaveAttribute('href', '/');
  expect(errors.some((text) => text.includes('The shop could not start'))).toBe(true);
});

test('a boot error that carries a redirect URL sends the browser there', async ({ page }) => {
  await page.route('**/public/website-settings?**', (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Moving', redirect_url: '/test' } }),
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/test$/);
});

test('an unknown store address sends the customer to the homepage, and Back does not return to it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/s/nowhere');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/s\/nowhere/);
});

test('a market without a config.json cannot start and says so', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
});

test("the shop's page names its first screen's remote entry and files, and the browser fetches each once", async ({ page, request }) => {
  const { remotes } = (await (await request.get('/config.json')).json()) as { remotes: Record<string, { entry: string }> };
  const hintFor = (as: string, url: string) => `<link rel="preload" as="${as}" href="${url}" fetchpriority="low" />`;
  for (const [address, remote] of [['/', 'catalog'], ['/p/margherita/1', 'catalog'], ['/cart/checkout', 'cart_checkout'], ['/events', 'reservations_events_jobs']] as const) {
    expect(await (await request.get(address)).text(), address).toContain(hintFor('script', remotes[remote]!.entry));
  }
  expect(await (await request.get('/test')).text()).not.toContain('rel="preload" as="script"');

  // The homepage's own files, as the catalog's manifest lists them for its HomePage module.
  const catalogEntry = remotes.catalog!.entry;
  type Manifest = { exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[] };
  const manifest = (await (await request.get(new URL('mf-manifest.json', catalogEntry).href)).json()) as Manifest;
  const { assets } = manifest.exposes.find((expose) => expose.path === './HomePage')!;
  const homeFiles = [...assets.css.sync.map((name) => ['style', name]), ...assets.js.sync.map((name) => ['script', name])].map(([as, name]) => ({ as: as!, url: new URL(name!, catalogEntry).href }));
  expect(homeFiles.length).toBeGreaterThanOrEqual(2);
  const homePage = await (await request.get('/')).text();
  for (const file of homeFiles) expect(homePage).toContain(hintFor(file.as, file.url));

  // The federation runtime's own elements take the preloaded files: no second download.
  const asked = new Map<string, number>();
  page.on('request', (sent) => asked.set(sent.url(), (asked.get(sent.url()) ?? 0) + 1));
  await page.goto('/');
  await expect(page.locator('.product-card').first()).toBeVisible();
  for (const url of [catalogEntry, ...homeFiles.map((file) => file.url)]) expect(asked.get(url), url).toBe(1);
});

test("the homepage's money formatting comes from the shell: the catalog fetches no shared-contracts file of its own", async ({ page, request }) => {
  const { remotes } = (await (await request.get('/config.json')).json()) as { remotes: Record<string, { entry: string }> };
  const catalogOrigin = new URL(remotes.catalog!.entry).origin;
  const fetched: string[] = [];
  page.on('request', (sent) => sent.url().startsWith(catalogOrigin) && fetched.push(new URL(sent.url()).pathname));
  await page.goto('/');
  // A price on a product card: ui/Price, pricing/format-money, i18n/format-number, language/locale.
  await expect(page.locator('.product-card .ui-price').first()).toBeVisible();
  expect(fetched.filter((path) => /\/shared-contracts-[a-z]+\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  expect(fetched.some((path) => path.includes('__federation_expose_HomePage'))).toBe(true);
});

test("the header's widgets are fetched once the first screen's products are in, not beside them", async ({ page, request }) => {
  const { remotes } = (await (await request.get('/config.json')).json()) as { remotes: Record<string, { entry: string }> };
  const widgetEntries = [remotes.account!.entry, remotes.cart_checkout!.entry];
  let productsAnswered = false;
  const widgetsAskedBeforeProducts: string[] = [];
  page.on('request', (sent) => {
    if (widgetEntries.includes(sent.url()) && !productsAnswered) widgetsAskedBeforeProducts.push(sent.url());
  });
  // The products answer late, as on a slow phone; the widgets must not leave meanwhile.
  await page.route('**/public/products?**', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    productsAnswered = true;
    await route.fulfill({ response });
  });
  await page.goto('/');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.locator('.cart-widget__button')).toBeVisible();
  expect(widgetsAskedBeforeProducts).toEqual([]);
});

test('with the API unreachable, the start-up error screen asks to check the connection, in the customer\'s language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'es-ES', url: baseURL! }]);
  await page.route(`${API_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeVisible();
  await expect(page.getByText('Por favor, comprueba tu conexión a internet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recargar la tienda' })).toHaveAttribute('href', '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Algo ha salido mal');
});
