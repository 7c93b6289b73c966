import { test, expect, type Page } from '@playwright/test';
import { ServedRemote } from '../support/served-remote';
import { testServerPort } from '../support/urls';

// The manifest is rewritten with page.route, which a service worker's own fetches would bypass;
// the page's policy was made for the real manifest, so it would block the test's own server.
test.use({ serviceWorkers: 'block', bypassCSP: true });

interface Outage {
  remote: string;
  dir: string;
  /** A screen of that remote, reached by client-side navigation after its server stopped. */
  path: string;
  /** What that screen shows once its remote is back. */
  content: (page: Page) => ReturnType<Page['getByRole']>;
  /** Something another remote shows on that screen that must keep working during the outage. */
  other: (page: Page) => ReturnType<Page['getByRole']>;
}

const addToCart = (page: Page) => page.getByRole('button', { name: /add to cart/i }).first();
const cartWidget = (page: Page) => page.getByTestId('cart-count');
const OUTAGES: Outage[] = [
  { remote: 'catalog', dir: 'mfe-catalog', path: '/search?q=pizza', content: (page) => page.getByRole('heading', { level: 1 }), other: cartWidget },
  { remote: 'cart_checkout', dir: 'mfe-cart-checkout', path: '/cart/checkout', content: (page) => page.getByRole('button', { name: /^Cart, 0 items/ }), other: (page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' }) },
  { remote: 'account', dir: 'mfe-account', path: '/auth/login', content: (page) => page.getByRole('heading', { level: 1, name: /sign in/i }), other: cartWidget },
  { remote: 'reservations_events_jobs', dir: 'mfe-reservations-events-jobs', path: '/reservations', content: (page) => page.getByRole('heading', { level: 1, name: 'Reserve a table' }), other: cartWidget },
  { remote: 'payments', dir: 'mfe-payments', path: '/cart/checkout', content: (page) => page.getByRole('radio', { name: /cash/i }), other: (page) => page.getByRole('heading', { name: 'Checkout' }) },
  { remote: 'group_orders', dir: 'mfe-group-orders', path: '/auth/join-group-order', content: (page) => page.getByRole('heading', { level: 1, name: 'Join a group order' }), other: cartWidget },
];

/** Client-side navigation, as a link click would do: the visit (and what it loaded) goes on. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

OUTAGES.forEach((outage, index) => {
  test(`with the ${outage.remote} server stopped mid-visit, the rest of the shop works and its slot recovers on retry`, async ({ page }) => {
    const served = new ServedRemote(outage.dir, testServerPort(3101 + index));
    await served.start();
    try {
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = await response.json();
        config.remotes[outage.remote].entry = served.entry;
        await route.fulfill({ response, json: config });
      });
      await page.goto('/');
      await expect(addToCart(page)).toBeVisible();
      if (outage.remote === 'payments') {
        await addToCart(page).click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
      }

      await served.stop();
      await navigate(page, outage.path);
      await expect(page.getByRole('banner')).toBeVisible();
      const retry = page.getByRole('button', { name: /try again/i }).first();
      await expect(retry).toBeVisible();
      await expect(outage.other(page).first()).toBeVisible();
      if (outage.remote !== 'catalog') {
        await navigate(page, '/');
        await expect(addToCart(page)).toBeVisible();
        await navigate(page, outage.path);
        await expect(retry).toBeVisible();
      }

      await served.start();
      await retry.click();
      await expect(outage.content(page).first()).toBeVisible();
    } finally {
      await served.stop();
    }
  });
});
