import { test, expect, type Page } from '@playwright/test';
import { ServedRemote } from '../support/served-remote';
import { testServerPort } from '../support/urls';

// The manifest is rewritten with page.route, which a service worker's own fetches would bypass;
// the page's policy was made for the real manifest, so it would block the test's own server.
test.use({ serviceWorkers: 'block', bypassCSP: true });

type Shown = (page: Page) => ReturnType<Page['getByRole']>;

interface Remote {
  remote: string;
  dir: string;
  /** A screen of that remote not yet loaded on the homepage, reached by client-side navigation. */
  path: string;
  /** What that screen shows when its remote works. */
  content: Shown;
}

const addToCart = (page: Page) => page.getByRole('button', { name: /add to cart/i }).first();
const REMOTES: Remote[] = [
  { remote: 'catalog', dir: 'mfe-catalog', path: '/search?q=pizza', content: (page) => page.getByRole('main').getByRole('heading', { level: 1 }) },
  { remote: 'cart_checkout', dir: 'mfe-cart-checkout', path: '/cart/checkout', content: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Your order' }) },
  { remote: 'account', dir: 'mfe-account', path: '/auth/login', content: (page) => page.getByRole('heading', { level: 1, name: /sign in/i }) },
  { remote: 'reservations_events_jobs', dir: 'mfe-reservations-events-jobs', path: '/reservations', content: (page) => page.getByRole('heading', { level: 1, name: 'Reserve a table' }) },
  { remote: 'payments', dir: 'mfe-payments', path: '/order-success', content: (page) => page.getByRole('heading', { level: 1, name: 'Your payment' }) },
  { remote: 'group_orders', dir: 'mfe-group-orders', path: '/auth/join-group-order', content: (page) => page.getByRole('heading', { level: 1, name: 'Join a group order' }) },
];

/** Client-side navigation, as a link click would do: the visit (and what it loaded) goes on. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Each of the five others shows its own screen, so the outage stays in its slot (the checkout
 * still shows its own heading when the payment methods' slot is the one falling back).
 */
async function probeTheOthers(page: Page, stopped: Remote): Promise<void> {
  for (const other of REMOTES.filter((remote) => remote !== stopped)) {
    await navigate(page, other.path);
    await expect(other.content(page).first(), `${other.remote} while ${stopped.remote} is down`).toBeVisible();
  }
}

REMOTES.forEach((outage, index) => {
  test(`with the ${outage.remote} server stopped mid-visit, the five others work and its slot recovers on retry`, async ({ page }) => {
    // Six screens visited during the outage, each loading its remote's module.
    test.setTimeout(90_000);
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
      // A cart with a line, so the checkout (and its payment methods) has something to show.
      await addToCart(page).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      await served.stop();
      await navigate(page, outage.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: /try again/i }).first()).toBeVisible();
      await probeTheOthers(page, outage);

      await navigate(page, outage.path);
      const retry = page.getByRole('button', { name: /try again/i }).first();
      await expect(retry).toBeVisible();
      await served.start();
      await retry.click();
      await expect(outage.content(page).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /try again/i })).toHaveCount(0);
    } finally {
      await served.stop();
    }
  });
});

test('with the account and cart remotes both down, a narrow phone keeps both header retries on screen in every language', async ({ page }) => {
  // Nothing listens there: both header widgets fall back to their retry.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    for (const remote of ['account', 'cart_checkout']) config.remotes[remote].entry = `http://127.0.0.1:${testServerPort(3199)}/remoteEntry.js`;
    await route.fulfill({ response, json: config });
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const retries = [page.getByRole('button', { name: 'Retry loading your account menu' }), page.getByRole('button', { name: 'Retry loading the cart' })];
  for (const language of ['en', 'es', 'lt', 'ro']) {
    await page.locator('.language-switcher select').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const retry of language === 'en' ? retries : []) await expect(retry).toBeVisible();
    const buttons = page.getByRole('banner').locator('.remote-fallback button');
    await expect(buttons).toHaveCount(2);
    for (const box of await Promise.all((await buttons.all()).map((button) => button.boundingBox()))) {
      expect(box, language).not.toBeNull();
      expect(box!.x + box!.width, `${language}: a retry runs off the screen`).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(360);
  }
});
