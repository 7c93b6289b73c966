import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** WCAG 2 A and AA checks on the main screens built so far, at desktop and phone widths. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the homepage has no accessibility violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the menu page has no accessibility violations', async ({ page }) => {
      await page.goto('/food/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the cart panel and cart page have no accessibility violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: /add to cart/i }).first().click();
      await page.getByRole('button', { name: /^Cart,/ }).click();
      await expect(page.getByRole('link', { name: /view cart/i })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/cart/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the 404 screen has no accessibility violations', async ({ page }) => {
      await page.goto('/no/such/page/here/at/all');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
