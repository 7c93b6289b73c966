import { test, expect, type Page } from '@playwright/test';
import { remoteOrigin } from '../support/urls';

// The remote's entry is held back with page.route, which a service worker's own fetches would bypass.
test.use({ serviceWorkers: 'block' });

/**
 * Opens the homepage while the catalog remote's entry is held back, until the test lets it
 * through, so the loading state can be seen.
 */
async function openWhileCatalogLoads(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigin('catalog')}/remoteEntry.js*`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveClass(/loading-bar--busy/);
  return { bar, release };
}

test('spec §9: a 5 px green bar runs while a remote loads, and goes when the screen is there', async ({ page }) => {
  const { bar, release } = await openWhileCatalogLoads(page);
  await expect(bar).toHaveCSS('height', '5px');
  await expect(bar).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(bar).not.toHaveCSS('animation-name', 'none');

  release();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect(bar).not.toHaveClass(/loading-bar--busy/);
});

test('with reduced motion the bar stands still instead of sliding', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { bar, release } = await openWhileCatalogLoads(page);
  await expect(bar).toHaveCSS('animation-name', 'none');
  // Full width at once (scaleX(1)).
  await expect(bar).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  release();
  await expect(bar).not.toHaveClass(/loading-bar--busy/);
});
