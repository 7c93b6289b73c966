import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ServedApi } from '../support/served-api';
import { testServerPort } from '../support/urls';
import { addProducts } from '../support/checkout';
import { overlappingHeaderParts } from '../support/boxes';

// The manifest is rewritten to this test's own API; the page's policy was made for the real one.
test.use({ serviceWorkers: 'block', bypassCSP: true });

/** The same shell and remotes, pointed at an API started as the second brand (BRAND_ID=2). */
const limonaia = new ServedApi(testServerPort(4102), { BRAND_ID: '2' });

test.beforeAll(async () => {
  // A fresh embedded database migrates and seeds first.
  test.setTimeout(120_000);
  await limonaia.start();
});
test.afterAll(async () => {
  await limonaia.dispose();
});

function themeVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
}

test('the second brand shows its own name, colours, contacts, footer, meta tags and currency', async ({ page }) => {
  await limonaia.serve(page);
  await page.goto('/');
  const addToCart = page.getByRole('button', { name: /add to cart/i }).first();
  await expect(addToCart).toBeVisible();

  await expect(page.getByRole('link', { name: 'Limonaia, home' })).toBeVisible();
  await expect(page).toHaveTitle('Limonaia: fresh pasta delivered in Vilnius');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /from Limonaia/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `${limonaia.url}/assets/favicon.svg`);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Limonaia: fresh pasta and lemon desserts in the heart of Vilnius.');
  await expect(footer.getByRole('link', { name: '+370 5 200 0200' })).toHaveAttribute('href', 'tel:+37052000200');
  await expect(footer.getByRole('link', { name: 'ciao@limonaia.example' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'instagram' })).toHaveAttribute('href', 'https://instagram.com/limonaia.example');
  await expect(footer).toContainText('Limonaia Virtuvė UAB');
  // Prices in the brand's currency (spec §9: EUR with a € suffix), and nothing of the first brand.
  await expect(page.getByText(/\d €$/).first()).toBeVisible();
  await expect(page.getByText(/Casa Aurora|lei$/)).toHaveCount(0);
  // Its own background picture, tinted by its colour filter; and its login background on sign-in.
  const backdrop = page.getByTestId('brand-backdrop');
  await expect(backdrop).toHaveCSS('background-image', `url("${limonaia.url}/assets/backgrounds/desktop.svg")`);
  await expect(backdrop).toHaveCSS('filter', 'sepia(0.3) saturate(1.4)');

  // Lemon yellow takes near-black text; as text on the page it is darkened until it reads.
  expect(await themeVariable(page, '--brand')).toBe('#f7d23e');
  expect(await themeVariable(page, '--on-brand')).toBe('#111111');
  expect(await themeVariable(page, '--brand-text')).not.toBe('#f7d23e');
  await expect(addToCart).toHaveCSS('background-color', 'rgb(247, 210, 62)');
  await expect(addToCart).toHaveCSS('color', 'rgb(17, 17, 17)');

  await page.goto('/auth/login');
  await expect(backdrop).toHaveCSS('background-image', `url("${limonaia.url}/assets/backgrounds/login.svg")`);
});

async function contrastProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

test('text on the pale brand colour meets WCAG AA contrast', async ({ page }) => {
  await limonaia.serve(page);
  await page.goto('/');
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await contrastProblems(page)).toEqual([]);

  // The checkout, where a guest is invited to an account: its links are brand-coloured text.
  await page.goto('/cart/checkout');
  const invitation = page.getByRole('complementary', { name: 'Order faster with an account' });
  await expect(invitation.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await contrastProblems(page)).toEqual([]);
});

test('a brand without bonus points or vouchers does not promise them', async ({ page }) => {
  await limonaia.serve(page);
  await addProducts(page, 1);
  await page.goto('/cart/checkout');
  const invitation = page.getByRole('complementary', { name: 'Order faster with an account' });
  await expect(invitation).toContainText('saved delivery addresses');
  await expect(invitation).not.toContainText(/points|voucher/i);

  await page.goto('/auth/register');
  await expect(page.getByText('With an account your delivery addresses are saved and you can repeat a past order in a click.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Full name/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Referral code/ })).toHaveCount(0);
});

test('on a narrow phone nothing in the header overlaps, in every language', async ({ page }) => {
  await limonaia.serve(page);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/auth/register']) {
    await page.goto(path);
    await expect(page.getByTestId('cart-count')).toBeVisible();
    for (const language of ['en', 'es', 'lt', 'ro']) {
      await page.locator('.language-switcher select').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await overlappingHeaderParts(page), `${path} in ${language}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await page.locator('.language-switcher select').selectOption('en');
  }
});

test('a page the brand turned off is the 404 screen, without asking the API for it (no console errors)', async ({ page }) => {
  const errors: string[] = [];
  const missing: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('response', (response) => response.status() === 404 && missing.push(response.url()));
  await limonaia.serve(page);
  // Events are off at Limonaia; so is the benefits page, with neither points nor vouchers.
  for (const path of ['/events', '/event/pasta-workshop', '/account/benefits']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  expect(missing).toEqual([]);
  expect(errors).toEqual([]);
});
