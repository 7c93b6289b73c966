import path from 'node:path';
import { test, expect } from '@playwright/test';
import { homepageFiles } from '../../scripts/size-budget.mjs';

// The size budget (scripts/size-budget.mjs) counts the homepage's JavaScript from the build, file by
// file, without a browser; a script the page loads that the count does not know of makes its figure
// read low (issue #11), as a remote's own copy of a shared module once did. The service worker's script is no page's. A build's files are
// named by content hash, so the names are compared.
test('every script the homepage loads is one the size budget counts', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && pathname !== '/service-worker.js') loaded.push(path.basename(pathname));
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counted = new Set(homepageFiles().map((file) => path.basename(file)));
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((file) => !counted.has(file))).toEqual([]);
});
