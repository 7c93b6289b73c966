import { test, expect } from '@playwright/test';
import { API_URL } from '../support/urls';

/** A store id the shop has never had, as a cart saved before its store was removed still names. */
const REMOVED_STORE = 999;

test('a cart naming a removed store keeps its line, and the homepage and checkout still work', async ({ page, request }) => {
  const products = await (await request.get(`${API_URL}/public/products?with=sizes`)).json();
  // A product with nothing to choose (no sizes, no required options): the line is complete as it is.
  type Listed = { sizes: unknown[]; option_groups: { min_options: number }[] };
  const product = products.find((candidate: Listed) => candidate.sizes.length === 0 && candidate.option_groups.every((group) => group.min_options === 0));
  const line = {
    id: product.id, name: product.name, quantity: 1, price: product.price, pack_price: product.pack_price, options: [],
    categories: product.categories.map((category: { id: number }) => ({ id: category.id })), age_restriction: product.age_restriction,
    locked: false, order_product_id: null, sizes: [], selected_size: null,
  };
  // The returning customer's cart as the shell mirrored it (cart-mirror.ts), in place before the page loads.
  await page.addInitScript(({ cart }) => {
    if (localStorage.getItem('storefront.cart') === null) {
      localStorage.setItem('storefront.cart', JSON.stringify({ cart, revision: 1, syncedRevision: 1, token: null }));
    }
  }, { cart: { store_id: REMOVED_STORE, payment_method: 'cash', products: [line] } });

  await page.goto('/');
  await expect(page.getByText('The store you chose before no longer takes orders here.')).toBeVisible();
  const card = page.getByRole('article', { name: product.name }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d+([.,]\d+)? lei/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('storefront.cart') ?? '{}').cart?.store_id)).toBeNull();

  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // The payment methods are asked for a store the shop has: they answer, and nothing sends the customer home.
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
});
