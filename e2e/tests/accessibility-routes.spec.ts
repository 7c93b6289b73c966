import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInAsNewCustomer } from '../support/accounts';
import { API_URL, SHOP_URL } from '../support/urls';
import { fillLaterPickupOrder } from '../support/pickup-order';
import { placeCardOrder } from '../support/placed-orders';
import { bookTable } from '../support/reservations';
import { shopText, textBefore } from '../support/shop-texts';
import { ROUTE_TABLE, type RouteEntry } from '../../shell/src/routes/route-table';

/**
 * Issue #10: axe finds no serious or critical WCAG 2.1 A/AA violation on any route of spec §2, in
 * English and in Lithuanian (longer words, other diacritics). accessibility.spec.ts looks at the
 * main screens at two widths with every impact; this walks the whole route list.
 */
/** An address for every row of the shell's route table that shows without state, by route name (several for some). */
const SAMPLE_URLS: Record<string, string[]> = {
  homepage: ['/'],
  'menu-page': ['/food/1'],
  'menu-page.category': ['/food/1/pasta/2'],
  'category-page': ['/pizza/1/1'],
  'store-page': ['/s/old-town'],
  'product-page': ['/p/margherita/1'],
  search: ['/search?q=pizza'],
  reservations: ['/reservations'],
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
  'order-success.provider-return': ['/order-success'],
  'staff.tables': ['/staff/tables'],
  'group-orders.start': ['/group-orders/start'],
  'group-orders.success': ['/group-orders/success'],
  'group-orders.cancelled': ['/group-orders/cancelled'],
};
/** Screens of another market's build, walked with axe where that market is served (market-swap.spec.ts). */
const OTHER_MARKET = ['integrations.kiosk-credit-card', 'integrations.kiosk-success'];
/**
 * Routes that need a cart, an order, a table, a group order or a signed-in customer: the tests
 * after the list make that state through the API (or as a customer would) and walk them in it.
 */
const NEEDS_STATE = [
  'reservations.thank-you',
  'cart-checkout',
  'order-success',
  'account.details',
  'account.orders',
  'account.bonus-points',
  'auth.validate-phone-number',
  'table',
  'auth.join-group-order',
  'group-orders.panel',
];
/** Every payment screen of a placed order (/integrations/{provider}/{orderId}), whichever rows the table has. */
const ORDER_PAYMENT_ROUTES = ROUTE_TABLE.filter((route) => route.path.includes(':orderId'));
/** The shell's own screens. */
const SHELL_SCREENS = ['/test', '/404', '/500'];

const ROUTES = [...Object.values(SAMPLE_URLS).flat(), ...SHELL_SCREENS];

test('every route of the route table is walked by this suite', () => {
  const walked = new Set([...Object.keys(SAMPLE_URLS), ...NEEDS_STATE, ...OTHER_MARKET, ...ORDER_PAYMENT_ROUTES.map((route) => route.name)]);
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
  await expectTitledByHeading(page);
}

/**
 * WCAG 2.4.2 (axe only checks that a title exists): every screen but the homepage names itself in
 * the page title, its heading's words then the shop's name. The catalog's screens may say more
 * ("Pasta | Food | Casa Aurora" on a menu's category); the homepage keeps the shop's own title.
 */
async function expectTitledByHeading(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === '/') return;
  const heading = (await page.locator('main h1, h1').first().textContent())!.trim();
  const settings = (await (await page.request.get(`${API_URL}/public/website-settings`)).json()) as { website: { name: string } };
  await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(heading)}.* \\| ${escapeRegExp(settings.website.name)}$`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A route's path with its parameters filled in. */
function pathOf(route: RouteEntry, params: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
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

    test('the thank-you page of a table booked through the form has no serious or critical accessibility violation', async ({ page }) => {
      await bookTable(page, language, `a11y-table-${language}@e2e.example`);
      await screenShown(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the checkout with a product in the cart has no serious or critical accessibility violation', async ({ page }) => {
      await addProduct(page);
      await page.goto('/cart/checkout');
      await screenShown(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the account screens and phone validation, signed in, have no serious or critical accessibility violation', async ({ page }) => {
      // A sign-up, four screens and four axe runs: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await signInAsNewCustomer(page, 'a11y');
      for (const path of ['/account', '/account/orders', '/account/benefits', '/auth/validate-phone-number']) {
        await page.goto(path);
        await screenShown(page);
        // Signed in, nothing sends the customer to the sign-in screen instead.
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('the payment screens of a placed card order have no serious or critical accessibility violation', async ({ page, request }) => {
      test.setTimeout(90_000);
      const orderId = await placeCardOrder(request);
      const amount = textBefore(shopText('mfe-payments/src/i18n', language, 'page.amount'));
      for (const route of ORDER_PAYMENT_ROUTES) {
        const path = pathOf(route, { orderId });
        await page.goto(path);
        await screenShown(page);
        // The order's own payment, not a screen saying there is none.
        if (route.module === './PaymentPage') await expect(page.getByText(amount)).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test("a table's screen, by its link on the staff board, has no serious or critical accessibility violation", async ({ page, request }) => {
      // README "Running the API in production": outside production, store 1's staff code is dev-staff-1.
      const board = await request.get(`${API_URL}/staff/table-board`, { headers: { 'X-Staff-Code': 'dev-staff-1' } });
      expect(board.ok(), await board.text()).toBe(true);
      const [table] = (await board.json()).tables as { number: string; link: string }[];
      await page.goto(pathOf(ROUTE_TABLE.find((route) => route.name === 'table')!, { link: table!.link }));
      await screenShown(page);
      await expect(page.getByTestId('table-badge')).toContainText(table!.number);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a group order started through its API: the invitation, and the panel once joined, have no serious or critical accessibility violation', async ({ page, request }) => {
      test.setTimeout(60_000);
      const started = await request.post(`${API_URL}/public/group-orders`, {
        data: { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split' },
      });
      expect(started.status(), await started.text()).toBe(201);
      const { link } = (await started.json()) as { link: string };
      const texts = 'mfe-group-orders/src/i18n';

      await page.goto(`/auth/join-group-order?link=${encodeURIComponent(link)}`);
      await screenShown(page);
      // The invitation names the organiser (the text starts with the name in every language).
      await expect(page.getByText(/^Olga /)).toBeVisible();
      expect(await seriousViolations(page), 'join-group-order').toEqual([]);

      // In Lithuanian "Join" and the header's "Sign in" are one word (Prisijungti): the join form's own.
      const invitation = page.getByRole('region', { name: shopText(texts, language, 'join.title') });
      await invitation.getByRole('textbox', { name: new RegExp(shopText(texts, language, 'start.your_name')) }).fill('Ana');
      await invitation.getByRole('button', { name: shopText(texts, language, 'join.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/group-orders/${link}$`));
      await screenShown(page);
      await expect(page.getByTestId('group-total')).toBeVisible();
      expect(await seriousViolations(page), 'group-orders panel').toEqual([]);
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
