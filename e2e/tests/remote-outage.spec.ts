import { test, expect } from '@playwright/test';
import { ServedRemote } from '../support/served-remote';

// The manifest is rewritten with page.route, which a service worker's own fetches would bypass.
test.use({ serviceWorkers: 'block' });

/**
 * The catalog's own server goes down mid-visit: the shell keeps its header (and the cart widget of
 * another remote) and shows a fallback with retry; once the server is back, retry recovers.
 */
test('with the catalog server stopped the shell still renders and recovers on retry', async ({ page }) => {
  const catalog = new ServedRemote('mfe-catalog', 3101);
  await catalog.start();
  try {
    // The market manifest points the catalog at the server this test controls.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.remotes.catalog.entry = catalog.entry;
      await route.fulfill({ response, json: config });
    });
    await catalog.stop();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();

    await catalog.start();
    await retry.click();
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  } finally {
    await catalog.stop();
  }
});
