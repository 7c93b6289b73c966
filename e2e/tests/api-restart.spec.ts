import { test, expect } from '@playwright/test';
import { ServedApi } from '../support/served-api';
import { testServerPort } from '../support/urls';
import { fillLaterPickupOrder } from '../support/pickup-order';

// The manifest is rewritten to this test's own API; the page's policy was made for the real one.
test.use({ serviceWorkers: 'block', bypassCSP: true });

test('the API crashes while the order is being placed: the cart is intact and the retry places exactly one order', async ({ page, request }) => {
  // Two API starts on a fresh embedded database (migrations and seed) take a while.
  test.setTimeout(180_000);
  const api = new ServedApi(testServerPort(4101));
  await api.start();
  try {
    await api.serve(page);
    await page.goto('/');
    const addButtons = page.getByRole('button', { name: /add to cart/i });
    await addButtons.nth(0).click();
    await addButtons.nth(1).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto('/cart/checkout');
    const email = `restart-${Date.now()}@example.com`;
    await fillLaterPickupOrder(page, email);

    // The order reaches the API and is stored, then the API dies before the answer gets back.
    await page.route(`${api.url}/public/orders`, async (route) => {
      await route.fetch();
      await api.kill();
      await route.abort('connectionreset');
    }, { times: 1 });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/check your internet connection/i)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    // The cart's save that failed during the crash is retried once the API is back; its answer,
    // "this cart was ordered", would empty the cart and link to the order, which is also right, but
    // would race the retry this test follows. The saves are held until the retry has gone.
    let releaseCartSaves!: () => void;
    const cartSavesHeld = new Promise<void>((resolve) => (releaseCartSaves = resolve));
    await page.route(`${api.url}/public/carts**`, async (route) => {
      await cartSavesHeld;
      await route.fallback();
    });
    await api.start();
    const placing = page.waitForRequest(`${api.url}/public/orders`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await placing;
    releaseCartSaves();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    const token = page.url().split('/order-success/')[1]!;
    const confirmations = await (await request.get(`${api.url}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json();
    const orderLinks = JSON.stringify(confirmations).match(/\/order-success\/[A-Za-z0-9_-]+/g) ?? [];
    expect(new Set(orderLinks)).toEqual(new Set([`/order-success/${token}`]));
    expect(confirmations).toHaveLength(1);
    // Exactly one order stored, the one the customer was shown: counted in the database.
    expect(await api.storedOrderTokens(email)).toEqual([token]);
  } finally {
    await api.dispose();
  }
});
