import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { overlaps } from '../support/boxes';

test.use({ storageState: { cookies: [], origins: [] } });

function trackerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/trackers\/([a-z-]+)\.js/.exec(request.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}

test('a marketing tracker stays blocked until the customer accepts marketing cookies', async ({ page }) => {
  const requested = trackerRequests(page);
  await page.goto('/');
  const consent = page.getByRole('dialog', { name: 'Cookies' });
  await expect(consent).toBeVisible();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => (window as { storefrontTrackers?: string[] }).storefrontTrackers)).toBeUndefined();

  await consent.getByRole('button', { name: 'Choose' }).click();
  await consent.getByRole('checkbox', { name: /marketing/i }).check();
  await consent.getByRole('button', { name: 'Save my choices' }).click();
  await expect(consent).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { storefrontTrackers?: string[] }).storefrontTrackers)).toEqual(['marketing']);
  expect(requested).toEqual(['offers']);

  // The choice is remembered: no dialog, and the accepted tracker loads on the next visit.
  await page.reload();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect(consent).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { storefrontTrackers?: string[] }).storefrontTrackers)).toEqual(['marketing']);
});

test('"Only necessary" loads no tracker, and the choice can be changed from the footer', async ({ page }) => {
  const requested = trackerRequests(page);
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Only necessary' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => [...requested].sort()).toEqual(['offers', 'visits']);
});

test('opened from a password reset e-mail, accepted trackers wait until the customer leaves the link', async ({ page }) => {
  const requested = trackerRequests(page);
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => [...requested].sort()).toEqual(['offers', 'visits']);

  // The link in the e-mail opens a page of its own: a tracker could report its address.
  requested.length = 0;
  await page.goto('/auth/new-password/an-unknown-reset-id');
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => (window as { storefrontTrackers?: string[] }).storefrontTrackers)).toBeUndefined();

  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect.poll(() => [...requested].sort()).toEqual(['offers', 'visits']);
});

test('reopened from the footer after "Accept all", the dialog shows every category ticked and saving keeps them', async ({ page, context }) => {
  const requested = trackerRequests(page);
  await page.goto('/');
  const consent = page.getByRole('dialog', { name: 'Cookies' });
  await consent.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => [...requested].sort()).toEqual(['offers', 'visits']);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(consent).toBeFocused();
  await consent.getByRole('button', { name: 'Choose' }).click();
  for (const category of [/performance/i, /statistics/i, /marketing/i]) {
    await expect(consent.getByRole('checkbox', { name: category })).toBeChecked();
  }
  await consent.getByRole('button', { name: 'Save my choices' }).click();
  await expect(consent).toBeHidden();
  await expect(settings).toBeFocused();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookie_consent');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('performance,statistics,marketing');

  // Still accepted on the next visit: both trackers load again.
  requested.length = 0;
  await page.reload();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect.poll(() => [...requested].sort()).toEqual(['offers', 'visits']);
});

test('reopened from the footer, Escape closes the dialog unchanged and focus goes back to the footer', async ({ page }) => {
  await page.goto('/');
  const consent = page.getByRole('dialog', { name: 'Cookies' });
  await consent.getByRole('button', { name: 'Only necessary' }).click();
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(consent).toBeHidden();
  await expect(settings).toBeFocused();
});

test('the consent dialog has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Choose' }).click();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).include('.cookie-consent').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`at ${width} px a notice at the bottom shows above the cookie notice, not behind it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const consent = page.getByRole('dialog', { name: 'Cookies' });
    await expect(consent).toBeVisible();
    await page.getByRole('button', { name: /add to cart/i }).first().click();
    const notice = page.locator('.notifications--bottom .notification').filter({ hasText: 'added to your cart' });
    await expect(notice).toBeVisible();
    expect(overlaps((await notice.boundingBox())!, (await consent.boundingBox())!)).toBe(false);
  });
}

test('the keyboard reaches the cookie notice right after the header, and a choice goes on to the screen', async ({ page }) => {
  await page.goto('/');
  const consent = page.getByRole('dialog', { name: 'Cookies' });
  const onlyNecessary = consent.getByRole('button', { name: 'Only necessary' });
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  let presses = 0;
  for (; presses < 20 && !(await onlyNecessary.evaluate((button) => button === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(false);
  }
  await expect(onlyNecessary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(consent).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
});
