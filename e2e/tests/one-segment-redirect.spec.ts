import { test, expect } from '@playwright/test';

/**
 * Spec §2 for an old one-segment address (the seed's /beverages and /sweets): the static page
 * fallback catches it, finds no page of that name, and asks the server before showing a 404.
 */

test('an old one-segment menu address is redirected by the server, in its place in the history', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.goto('/beverages');
  await expect(page).toHaveURL(/\/drinks\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible();
  // Back goes to the page before, not to the old address that would send it on again.
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
});

test('a one-segment address that is neither a page nor an old address shows the 404 text', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
});
