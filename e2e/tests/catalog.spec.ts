import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { API_URL } from '../support/urls';

/** Catalog remote: search, allergen filter, product choices into the cart, old addresses, Spanish, axe. */

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a customer finds a dish by searching, accents and case ignored', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill('SLOW-PROVED');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=SLOW-PROVED$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “SLOW-PROVED”: 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Margherita', exact: true }).click();
  await expect(page).toHaveURL(/\/p\/margherita\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Margherita' })).toBeVisible();

  await page.goto('/search?q=zzzz');
  await expect(page.getByText('No dish matches “zzzz”.')).toBeVisible();

  // A long word quoted back wraps: a phone's page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/search?q=${'x'.repeat(100)}`);
  await expect(page.getByText(`No dish matches “${'x'.repeat(100)}”.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('avoiding mustard hides a dish containing it and a side salad option of another dish', async ({ page }) => {
  await page.goto('/search?q=burger');
  await expect(page.getByRole('link', { name: 'Aurora burger', exact: true })).toBeVisible();
  await page.getByText('Avoid allergens').click();
  await page.getByRole('checkbox', { name: 'Mustard' }).check();
  await expect(page.getByRole('link', { name: 'Aurora burger', exact: true })).toBeHidden();
  // Shown above the results, and said by the filter's polite live region (WCAG 4.1.3).
  const hiddenCount = /Hidden because they contain an allergen you avoid: \d/;
  await expect(page.getByRole('region').getByText(hiddenCount)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: hiddenCount })).toHaveCount(1);

  // The choice lasts for the visit: the product page of a burger without mustard hides the salad side.
  await page.getByRole('link', { name: 'Falafel burger', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Falafel burger' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Fries/ }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Side salad/ })).toHaveCount(0);
  await expect(page.getByText('Options hidden because they contain an allergen you avoid: 1')).toBeVisible();
});

test('a pizza with a size and two options goes into the cart at the right price', async ({ page }) => {
  await page.goto('/p/margherita/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Margherita' })).toBeVisible();
  await expect(page).toHaveTitle('Margherita | Casa Aurora');
  // Sized (no layout shift) and served from the market's assets host in config.json.
  const picture = page.getByRole('img', { name: 'Margherita', exact: true });
  await expect(picture).toHaveAttribute('src', `${API_URL}/assets/products/1.svg`);
  await expect(picture).toHaveAttribute('width', '800');
  await expect(picture).toHaveAttribute('height', '600');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /slow-proved crust/);
  await page.getByRole('radio', { name: /40 cm/ }).check();
  await page.getByRole('checkbox', { name: /Extra mozzarella/ }).check();
  await page.getByRole('checkbox', { name: /Spicy salami/ }).check();
  // 40 cm 46 + mozzarella 4 + salami 5
  await expect(page.getByText(/^Total:/)).toHaveText('Total: 55 lei + 2 lei packaging');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The widget shows the subtotal, which adds the pizza box (2 lei).
  await expect(page.getByTestId('cart-total')).toHaveText('57 lei');
});

test('an optional single choice is unticked by clicking it again, and the cart gets what is shown', async ({ page }) => {
  await page.goto('/p/flat-white/29');
  const oatMilk = page.getByRole('radio', { name: /Oat milk/ });
  await oatMilk.click();
  await expect(oatMilk).toBeChecked();
  await expect(page.getByText(/^Total:/)).toHaveText('Total: 16 lei');
  await oatMilk.click();
  await expect(oatMilk).not.toBeChecked();
  await expect(page.getByText(/^Total:/)).toHaveText('Total: 14 lei');
  await oatMilk.click();
  await expect(oatMilk).toBeChecked();
  await expect(page.getByText(/^Total:/)).toHaveText('Total: 16 lei');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('16 lei');
});

test('a burger cannot be added without its required choices, and the message gives the bound', async ({ page }) => {
  await page.goto('/p/aurora-burger/19');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toContainText('Cooking: choose at least 1.');
  await expect(page.getByRole('alert')).toContainText('Side: choose at least 1.');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a category address with a non-numeric menu id: redirected when the server knows it, else 404', async ({ page }) => {
  await page.goto('/food/pizzas');
  await expect(page).toHaveURL(/\/pizza\/1\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza' })).toBeVisible();
  await page.goto('/pizza/1/not-a-menu');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the product page in Spanish', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'es-ES', url: baseURL! }]);
  await page.goto('/p/prosciutto-funghi/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Jamón y champiñones' })).toBeVisible();
  await expect(page.getByText('Jamón cocido, champiñones y mozzarella.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Alérgenos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir al carrito' })).toBeVisible();
});

test('the store page lists that store\'s prices', async ({ page }) => {
  await page.goto('/s/riverside');
  await expect(page.getByRole('heading', { level: 1, name: /Riverside/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Margherita', exact: true })).toBeVisible();
});

for (const width of [1280, 375]) {
  test.describe(`catalog screens at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('product page, search results and store page have no accessibility violations', async ({ page }) => {
      await page.goto('/p/aurora-burger/19');
      await expect(page.getByRole('heading', { level: 1, name: 'Aurora burger' })).toBeVisible();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto('/search?q=burger');
      await expect(page.getByRole('heading', { level: 2, name: /Results for/ })).toBeVisible();
      await page.getByText('Avoid allergens').click();
      expect(await violations(page)).toEqual([]);

      await page.goto('/s/old-town');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
