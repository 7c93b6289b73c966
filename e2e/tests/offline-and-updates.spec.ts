import { test, expect } from '@playwright/test';
import { remoteOrigin } from '../support/urls';

test('an offline reload shows the offline screen from the service worker', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
});

test.describe('deployments', () => {
  // version.json answers come from page.route, which a service worker's own fetches would bypass.
  test.use({ serviceWorkers: 'block' });

  test('a new deployment of a remote brings the update prompt', async ({ page }) => {
    let catalogBuild = 'first-build';
    // A deployment is observed through the remote's version.json; here the network answers for it.
    await page.route(`${remoteOrigin('catalog')}/version.json`, (route) =>
      route.fulfill({ json: { name: 'catalog', version: '1.0.0', build: catalogBuild } }),
    );
    // The shell reads the builds once the first screen is in and the page is idle; a deployment is
    // a build that differs from that first reading, so the test deploys only after it.
    const firstReading = page.waitForResponse(`${remoteOrigin('catalog')}/version.json`);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    await firstReading;
    await expect(page.getByText('A new version of the shop is available.')).toBeHidden();

    catalogBuild = 'second-build';
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('A new version of the shop is available.')).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  });
});
