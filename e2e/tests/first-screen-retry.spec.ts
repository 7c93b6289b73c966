import { test, expect } from '@playwright/test';
import { remoteOrigin } from '../support/urls';

// The remote is held off with page.route, which a service worker's own fetches would bypass.
test.use({ serviceWorkers: 'block' });

/**
 * ARCHITECTURE §3.4, the fallback with retry, on a first screen: the page names that screen's files
 * in preload links (scripts/first-screen-hint.mjs), and those fail too while the remote is down.
 * Chromium hands a failed preload to the next script that asks for the same address instead of
 * asking the network again, so the retry must not stop at the first failure it meets.
 */
test('a first screen whose remote was down shows on the first "Try again" once the remote is back', async ({ page }) => {
  const origin = remoteOrigin('reservations_events_jobs');
  const remote = `${origin}/**`;
  await page.route(remote, (route) => route.abort());
  const response = await page.goto('/contact');
  // The page names more than the entry (the screen's own files), or this test proves nothing.
  const preloads = (await response!.text()).match(new RegExp(`<link rel="preload"[^>]*href="${origin}/`, 'g')) ?? [];
  expect(preloads.length).toBeGreaterThan(1);

  // The one full reload (spec §2) fails too; then the slot shows its fallback.
  const retry = page.getByRole('button', { name: /try again/i });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(remote);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(retry).toHaveCount(0);
});
