import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { addProducts, chooseLaterSlot, confirmLocation, fillGuest } from '../support/checkout';
import { API_URL } from '../support/urls';

// The shop places one order per cart: two tabs of one cart, or a tab reloaded while its order was
// on the way, never make a second order (nor a second charge).

async function readyToPlace(page: Page, email: string): Promise<void> {
  await page.goto('/cart/checkout');
  await chooseLaterSlot(page, 2);
  await fillGuest(page, email);
  await page.getByRole('radio', { name: /Cash at the counter/ }).check();
  await confirmLocation(page);
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
}

/** The order confirmations e-mailed to `email`: one per order placed. */
async function confirmations(request: APIRequestContext, email: string): Promise<{ body: string }[]> {
  return (await request.get(`${API_URL}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json();
}

/** The cart's saves fail (they would learn of the order too): only the order itself, or a reload, can. */
async function holdCartSaves(page: Page): Promise<void> {
  await page.route('**/public/carts', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
}

/** The order goes to the API and is placed, but its answer never reaches the page (a reload, a lost connection). */
async function loseTheAnswer(page: Page): Promise<{ token: () => string | null }> {
  let token: string | null = null;
  await page.route('**/public/orders', async (route) => {
    const answer = await route.fetch();
    token ??= ((await answer.json()) as { token?: string }).token ?? null;
    await route.abort('connectionreset');
  });
  return { token: () => token };
}

/** One product, the checkout filled in, Place order: the order is placed and its answer lost, the cart's saves held. */
async function placeAndLoseTheAnswer(page: Page, email: string): Promise<{ token: () => string | null }> {
  await addProducts(page, 1);
  await readyToPlace(page, email);
  await holdCartSaves(page);
  const lost = await loseTheAnswer(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect.poll(lost.token).not.toBeNull();
  return lost;
}

test('a second tab of the cart shows it emptied when the first places the order', async ({ page, context }) => {
  await addProducts(page, 2);
  const other = await context.newPage();
  await other.goto('/cart/checkout');
  await expect(other.getByTestId('cart-count')).toHaveText('2');

  await readyToPlace(page, `two-tabs-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();

  // Without a reload: the other tab took the emptied cart, so it has nothing left to order.
  await expect(other.getByTestId('cart-count')).toHaveText('0');
  await expect(other.getByText('Your cart is empty')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Place order' })).toHaveCount(0);
});

test('a changed second try of an order whose answer was lost is answered with that order', async ({ page, request }) => {
  const email = `lost-answer-${Date.now()}@example.com`;
  const lost = await placeAndLoseTheAnswer(page, email);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await page.unroute('**/public/orders');

  // The customer changes the order and tries again: a new Idempotency-Key, the same cart.
  await page.getByRole('checkbox', { name: 'I would like cutlery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-success/${lost.token()}$`));
  await expect(page.getByText('This cart was already ordered, in this window or another one. Here is that order.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const sent = await confirmations(request, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toContain(`/order-success/${lost.token()}`);
});

test('a shop closed while its order was on the way, opened again, empties the cart and says where the order is', async ({ page, context, request }) => {
  const email = `reopened-${Date.now()}@example.com`;
  const lost = await placeAndLoseTheAnswer(page, email);

  // The tab is closed (a reload is the same start again); the shop is opened anew in another.
  await page.close();
  const again = await context.newPage();
  await again.goto('/cart/checkout');
  await expect(again.getByText(/Your order from this cart was already placed/)).toBeVisible();
  await expect(again.getByTestId('cart-count')).toHaveText('0');
  await again.getByRole('link', { name: 'See that order' }).click();
  await expect(again).toHaveURL(new RegExp(`/order-success/${lost.token()}$`));
  await expect(again.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  expect(await confirmations(request, email)).toHaveLength(1);
});
