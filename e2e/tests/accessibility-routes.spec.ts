import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInAsNewCustomer } from '../support/accounts';
import { SHOP_URL } from '../support/urls';
import { fillLaterPickupOrder } from '../support/pickup-order';
import { ROUTE_TABLE } from '../../shell/src/routes/route-table';

/**
 * Issue #10: axe finds no serious or critical WCAG 2.1 A/AA violation on any route of spec §2, in
 * English and in Lithuanian (longer words, other diacritics). accessibility.spec.ts looks at the
 * main screens at two widths with every impact; this walks the whole route list.
 */
/** A real address for every row of the shell's route table, by route name (several for some). */
const SAMPLE_URLS: Record<string, string[]> = {
  homepage: ['/'],
  'menu-page': ['/food/1'],
  'menu-page.category': ['/food/1/pasta/2'],
  'category-page': ['/pizza/1/1'],
  'store-page': ['/s/old-town'],
  'product-page': ['/p/margherita/1'],
  search: ['/search?q=pizza'],
  reservations: ['/reservations'],
  'reservations.thank-you': ['/reservations/thank-you'],
  events: ['/events'],
  event: ['/event/papanasi-workshop'],
  jobs: ['/jobs'],
  job: ['/job/delivery-rider'],
  legal: ['/legal/terms', '/legal/privacy', '/legal/cookies'],
  contact: ['/contact'],
  'contact.store': ['/contact/old-town'],
  unsubscribe: ['/unsubscribe?email=ana%40example.com&signature=abc'],
  page: ['/page/cookie-policy'],
  'page.detail': ['/page/about_us/about-us/1'],
  'static-page': ['/about-us'],
  'auth.login': ['/auth/login'],
  'auth.register': ['/auth/register'],
  'auth.new-password': ['/auth/new-password/some-link-id'],
  'auth.confirm-registration': ['/auth/confirm-registration/some-link-id'],
  'auth.confirm-email': ['/auth/confirm-email/some-link-id'],
  'auth.validate-phone-number': ['/auth/validate-phone-number'],
  'order-success.provider-return': ['/order-success'],
  'integrations.payment': ['/integrations/payment/no-such-order'],
  'integrations.stripe': ['/integrations/stripe/1'],
  'integrations.paypal': ['/integrations/paypal/1'],
  'integrations.paypal-plus': ['/integrations/paypal-plus/1'],
  table: ['/table/no-such-table'],
  'staff.tables': ['/staff/tables'],
  'group-orders.start': ['/group-orders/start'],
  'auth.join-group-order': ['/auth/join-group-order?link=no-such-group-order'],
  'group-orders.panel': ['/group-orders/no-such-group-order'],
  'group-orders.success': ['/group-orders/success'],
  'group-orders.cancelled': ['/group-orders/cancelled'],
};
/** Screens of another market's build, walked with axe where that market is served (market-swap.spec.ts). */
const OTHER_MARKET = ['integrations.kiosk-credit-card', 'integrations.kiosk-success'];
/** Routes that need a cart, an order or a signed-in customer: the tests after the list. */
const NEEDS_STATE = ['cart-checkout', 'order-success', 'account.details', 'account.orders', 'account.bonus-points'];
/** The shell's own screens. */
const SHELL_SCREENS = ['/test', '/404', '/500'];

const ROUTES = [...Object.values(SAMPLE_URLS).flat(), ...SHELL_SCREENS];

test('every route of the route table is walked by this suite', () => {
  const walked = new Set([...Object.keys(SAMPLE_URLS), ...NEEDS_STATE, ...OTHER_MARKET]);
  expect(ROUTE_TABLE.map((route) => route.name).filter((name) => !walked.has(name))).toEqual([]);
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A screen is there when its main heading is and nothing is loading any more. */
async function screenShown(page: Page): Promise<void> {
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  await expect(page.getByTestId('loading-bar')).not.toHaveClass(/busy/);
}

async function addProduct(page: Page): Promise<void> {
  await page.goto('/');
  // The add button is the only button of a product card (its name is translated).
  await page.getByRole('main').getByRole('article').getByRole('button').first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

for (const language of ['en', 'lt'] as const) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'language', value: language === 'en' ? 'en-GB' : 'lt-LT', url: SHOP_URL }]);
    });

    for (const path of ROUTES) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await screenShown(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the checkout with a product in the cart has no serious or critical accessibility violation', async ({ page }) => {
      await addProduct(page);
      await page.goto('/cart/checkout');
      await screenShown(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the account screens have no serious or critical accessibility violation', async ({ page }) => {
      await signInAsNewCustomer(page, 'a11y');
      for (const path of ['/account', '/account/orders', '/account/benefits']) {
        await page.goto(path);
        await screenShown(page);
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });
}

test('the order success page has no serious or critical accessibility violation, in English and Lithuanian', async ({ page, context }) => {
  await addProduct(page);
  await page.goto('/cart/checkout');
  await fillLaterPickupOrder(page, `a11y-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await context.addCookies([{ name: 'language', value: 'lt-LT', url: SHOP_URL }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await screenShown(page);
  expect(await seriousViolations(page)).toEqual([]);
});
