import { test, expect } from '@playwright/test';

/** Spec §2 routing behaviour, across the shell's router and the catalog's screens. */

test('traffic_source from the address is stored on the cart', async ({ page }) => {
  await page.goto('/?traffic_source=newsletter');
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('storefront.cart') ?? '{}').cart?.traffic_source))
    .toBe('newsletter');
});

test('going back restores the scroll position; a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/');
  const menuLink = page.getByRole('link', { name: 'Desserts', exact: true }).first();
  await expect(menuLink).toBeVisible();
  // The homepage's category sections come in a second render, after its first screen.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(1500);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  await page.evaluate(() => {
    // Follow a link the way a customer does, from wherever the page is scrolled.
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Desserts');
    link?.click();
  });
  await expect(page).toHaveURL(/\/desserts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Desserts' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
});

test('a reload keeps the scroll position; another address opened in the tab starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/');
  // Something in the cart, so the checkout is tall enough to be scrolled to 1500 px.
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(1500);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  // Both documents' first entries had the same key: the checkout opened at the homepage's 1500 px.
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  // The checkout as a person sees it once all in: its payment methods (from the API) and the account
  // invitation (another remote). A restore scrolls as soon as the page is that tall.
  await expect(page.getByRole('radio', { name: /Cash at the counter/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a call answered 404 takes the customer home in place of its page: Back returns to the page before', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  // A menu that is gone, reached as a link in the shop is followed (its categories answer 404).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/pizza/999999');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('an address with a stray % is no error: its page shows', async ({ page }) => {
  await page.goto('/events#50%off');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  // A store address the shop cannot read is a store it does not know: the homepage, as for any.
  await page.goto('/s/50%off');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
});

test('an unknown non-numeric menu id without a redirect shows the 404 text', async ({ page }) => {
  await page.goto('/food/not-a-number');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
});

test('an old non-numeric menu address is redirected by the server, in its place in the history', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.goto('/drinks/beverages');
  await expect(page).toHaveURL(/\/drinks\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible();
  // Back goes to the page before, not to the old address that would send it on again.
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
});
