import { test, expect } from '@playwright/test';
import { remoteOrigin } from '../support/urls';

test('/test lists the market, the API and each remote with its entry, version, shared libraries and load state', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  // Client-side navigation keeps the remotes this visit has loaded.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/test');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByTestId('market')).toHaveText('default');
  await expect(page.getByTestId('api-health')).toHaveText('ok');
  const catalog = page.getByTestId('remote-catalog');
  await expect(catalog).toContainText(`${remoteOrigin('catalog')}/remoteEntry.js`);
  await expect(catalog).toContainText(/1\.0\.0 \(build [0-9a-f]+\)/);
  await expect(catalog).toContainText('loaded');
  await expect(page.getByTestId('remote-cart_checkout')).toContainText('loaded');
  // Every app is built from this one lockfile, so each remote's singletons are the shell's versions.
  for (const remote of ['catalog', 'cart_checkout', 'account', 'group_orders', 'reservations_events_jobs', 'payments']) {
    await expect(page.getByTestId(`shared-${remote}`)).toHaveText("compatible with the shell's");
  }
});

test('/test opened as the first page shows the diagnostics (its screen is loaded on its own)', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByTestId('shared-catalog')).toHaveText("compatible with the shell's");
});
