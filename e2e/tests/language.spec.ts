import { test, expect, type Page } from '@playwright/test';
import { APPS } from '../../scripts/topology.mjs';
import { shopText as text, textsOf } from '../support/shop-texts';

test('a language cookie "es-ES" gives the Spanish interface', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'es-ES', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.getByRole('button', { name: /añadir/i }).first()).toBeVisible();
});

test('a language cookie "xx-YYY" gives English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'xx-YYY', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});

test('switching language sets the cookie and translates the page', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('lt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('lt-LT');
});

test('the chosen language goes to the API as Content-Language and translate_language, and its content comes back translated', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  const settingsRequest = page.waitForRequest((request) => request.url().includes('/public/website-settings?'));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('lt');
  const request = await settingsRequest;
  expect(new URL(request.url()).searchParams.get('translate_language')).toBe('lt');
  expect(await request.headerValue('content-language')).toBe('lt');
  await expect(page.getByRole('contentinfo')).toContainText('malkomis kūrenamoje krosnyje');
});

test('cart lines added in English read in the language chosen afterwards, in the cart panel and the checkout, and after a reload', async ({ page }) => {
  // Four page loads one after another: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/p/margherita/1');
  await page.getByRole('radio', { name: /40 cm/ }).check();
  await page.getByRole('checkbox', { name: /Extra mozzarella/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/p/carbonara/8');
  await page.getByRole('button', { name: 'More: Spaghetti carbonara' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByTestId('cart-count').click();
  const panelLines = page.getByRole('dialog', { name: text('mfe-cart-checkout/src/i18n', 'es', 'panel.title') }).getByRole('listitem');
  await expect(panelLines).toHaveText([/^Margarita.*Mozzarella extra/, /^Espaguetis a la carbonara/]);

  // The checkout's lines read Spanish too, and so does the cart saved for the next visit.
  await page.goto('/cart/checkout');
  const lines = page.getByRole('list', { name: text('mfe-cart-checkout/src/i18n', 'es', 'contents.label') }).getByRole('listitem');
  await expect(lines).toHaveText([/^Margarita.*Mozzarella extra/, /^Espaguetis a la carbonara/]);
  await page.reload();
  await expect(lines).toHaveText([/^Margarita.*Mozzarella extra/, /^Espaguetis a la carbonara/]);
  // Only the names changed: the quantities and the choices are the customer's.
  await expect(lines.nth(1).getByRole('group')).toContainText('2');
  await expect(lines.first()).toContainText('40 cm');
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('lt');
  const linesInLithuanian = page.getByRole('list', { name: text('mfe-cart-checkout/src/i18n', 'lt', 'contents.label') }).getByRole('listitem');
  await expect(linesInLithuanian).toHaveText([/^Margarita.*Papildoma mocarela/, /^Spagečiai karbonara/]);
});

test.describe('a browser in Spanish, without a language cookie', () => {
  test.use({ locale: 'es-ES' });

  test('gets the shop in Spanish, and the offline screen too (one language rule for both)', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: /añadir/i }).first()).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Intentar de nuevo' })).toBeVisible();
    await context.setOffline(false);
  });
});

/** Every text key of every package: none may reach the screen as itself. */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const TEXT_FOLDERS = [...APPS.map((app) => `${app.dir}/src/i18n`), 'shared-contracts/src/i18n/common'];
// Keys with a dot or underscore cannot be ordinary words of a sentence.
const ALL_KEYS = TEXT_FOLDERS.flatMap((dir) => keysOf(textsOf(dir, 'en'))).filter((key) => /[._]/.test(key));


async function expectNoMissingTexts(page: Page, consoleErrors: string[]): Promise<void> {
  const shown = await page.locator('body').innerText();
  expect(ALL_KEYS.filter((key) => shown.includes(key))).toEqual([]);
  expect(consoleErrors.filter((message) => message.includes('Missing text'))).toEqual([]);
}

for (const language of ['en', 'es', 'lt', 'ro'] as const) {
  test(`in ${language}, the homepage and checkout show every text in that language (English only where Romanian has none)`, async ({ page, context, baseURL }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await context.addCookies([{ name: 'language', value: `${language}-XX`, url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const shown = text('mfe-catalog/src/i18n', language, 'add_to_cart');
    const addToCart = page.getByRole('button', { name: new RegExp(shown, 'i') }).first();
    // A card's button is named with the words shown, then its dish (WCAG 2.5.3): not one name for all.
    await expect(addToCart).toHaveAccessibleName(new RegExp(`^${shown} \\S`));
    await addToCart.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expectNoMissingTexts(page, consoleErrors);

    await page.goto('/cart/checkout');
    await expect(page.getByRole('button', { name: text('mfe-cart-checkout/src/i18n', language, 'checkout.place') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('mfe-cart-checkout/src/i18n', language, 'checkout.title'), exact: true })).toBeVisible();
    await expectNoMissingTexts(page, consoleErrors);
  });
}

test('browsing the languages with the arrow keys switches only once the customer presses Enter (WCAG 3.2.2)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/public/website-settings?')) asked.push(new URL(request.url()).searchParams.get('translate_language')!);
  });
  const select = page.getByRole('combobox', { name: 'Language' });
  await select.focus();
  for (const reached of ['es', 'lt', 'ro']) {
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(reached);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('combobox', { name: 'Limba' })).toHaveValue('ro');
  expect(asked).toEqual(['ro']);
});
