import { test, expect, type Page } from '@playwright/test';
import { API_URL } from '../support/urls';

/** The first products on the homepage that can go straight into the cart. */
async function addTwoProducts(page: Page): Promise<void> {
  const addButtons = page.getByRole('button', { name: /add to cart/i });
  await expect(addButtons.first()).toBeVisible();
  await addButtons.nth(0).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await addButtons.nth(1).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
}

test('the homepage shows the brand and products from the API', async ({ page, request }) => {
  const settings = await (await request.get(`${API_URL}/public/website-settings`)).json();
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText(settings.website.name);
  await expect(page).toHaveTitle(new RegExp(settings.website.name));
  const products = await (await request.get(`${API_URL}/public/products`)).json();
  await expect(page.getByRole('heading', { name: products[0].name, exact: true }).first()).toBeVisible();
});

test('adding two products in the catalog updates the cart widget of cart_checkout', async ({ page }) => {
  await page.goto('/');
  await addTwoProducts(page);
  await expect(page.getByTestId('cart-total')).not.toHaveText('');
  const total = await page.getByTestId('cart-total').textContent();
  expect(total).toMatch(/\d/);
});

test('the cart survives a reload', async ({ page }) => {
  await page.goto('/');
  await addTwoProducts(page);
  const total = await page.getByTestId('cart-total').textContent();
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(total!);
});

test('the cart page lists what the catalog added', async ({ page }) => {
  await page.goto('/');
  await addTwoProducts(page);
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /remove/i })).toHaveCount(2);
});

test('in the header\'s cart panel a line\'s name has its own row, on a wide window too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await addTwoProducts(page);
  await page.getByRole('button', { name: /^Cart/ }).click();
  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').first();
  const name = (await line.locator('.cart-line__name').boundingBox())!;
  const stepper = (await line.getByRole('button', { name: /^Decrease/ }).boundingBox())!;
  // The panel is about 350 px wide whatever the window: beside the stepper a name broke into
  // one or two words a row.
  expect(name.y + name.height).toBeLessThanOrEqual(stepper.y);
});
