import type { ChildProcess } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { APPS, servedPort } from '../../scripts/topology.mjs';
import { expectNoAxeViolations, fillLaterPickupCheckout, payWithTestCard, watchPolicyViolations } from '../support/payment-steps';
import { killServer, serveBuilt, serveMarketShell } from '../support/served-market';
import { testServerPort } from '../support/urls';

// The kiosk market: the same shell build and remotes, but its manifest points `payments` at the
// kiosk build (mfe-payments/dist-kiosk). Nothing is built here: both folders exist already.
const kioskVariant = APPS.find((app) => app.name === 'payments')!.variants!.find((variant) => variant.market === 'kiosk')!;
const kioskShellPort = testServerPort(3117);
const kioskShop = `http://localhost:${kioskShellPort}`;
let servers: ChildProcess[] = [];

test.beforeAll(async () => {
  servers = [
    await serveBuilt(`mfe-payments/${kioskVariant.dist}`, servedPort(kioskVariant.port)),
    await serveMarketShell('kiosk', kioskShellPort),
  ];
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => killServer(server)));
});

async function checkoutWithOneProduct(page: Page, shop: string): Promise<void> {
  await page.goto(`${shop}/`);
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`${shop}/cart/checkout`);
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
}

test('the kiosk market loads its own payments build by configuration alone, and an order is paid through its kiosk screens', async ({ page }) => {
  // A whole kiosk visit, from the menu to the next customer's start: longer than one screen's test.
  test.setTimeout(90_000);
  const violations = await watchPolicyViolations(page);
  const response = await page.goto(`${kioskShop}/`);
  expect(response!.headers()['content-security-policy']).toContain(`http://localhost:${servedPort(kioskVariant.port)}`);
  await checkoutWithOneProduct(page, kioskShop);
  const picker = page.getByRole('group', { name: 'Payment method' });
  await expect(picker.getByRole('radio', { name: /Card at this kiosk/ })).toBeChecked();
  await expect(picker.getByRole('radio')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await fillLaterPickupCheckout(page, 'Kiosk Guest', `kiosk-${Date.now()}@example.com`);
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay at the kiosk' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/integrations\/kiosk-credit-card\?order=[A-Za-z0-9_-]{32}$/);
  await payWithTestCard(page, '4242 4242 4242 4242');
  // The kiosk's own end of the order, then back to the start for the next customer.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page).toHaveURL(/\/integrations\/kiosk-success\?order=/);
  await expect(page.getByText(/A new order starts in \d+ seconds/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start a new order' }).click();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  // The kiosk build's origin is in this market's policy, from its config alone.
  expect(violations).toEqual([]);
});

test('the default market, from the same shell build, keeps the shop\'s payments remote', async ({ page }) => {
  await checkoutWithOneProduct(page, '');
  await expect(page.getByRole('radio', { name: /Cash at the counter/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Card at this kiosk/ })).toHaveCount(0);
});
