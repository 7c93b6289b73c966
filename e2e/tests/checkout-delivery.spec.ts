import { test, expect, type Page } from '@playwright/test';
import { addProducts, chooseLaterSlot, fillGuest } from '../support/checkout';
import { API_URL } from '../support/urls';

const API = API_URL;

async function chooseAddress(page: Page, typed: string, suggestion: string): Promise<void> {
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByRole('textbox', { name: /Street and number/ }).fill(typed);
  await page.getByRole('button', { name: suggestion }).click();
}

test('a guest delivery order inside the range-fee area reaches the success page with the right total', async ({ page, request }) => {
  await addProducts(page, 1);
  await page.goto('/cart/checkout');
  await chooseAddress(page, 'Splaiul 5', 'Splaiul Independenței 5, București');
  // The map shows even though no tile can load here; the marker is on it.
  await expect(page.getByRole('group', { name: 'Your address on the map' })).toBeVisible();
  await expect(page.locator('.delivery-map__pin')).toBeVisible();

  // Riverside charges by order value; its first band starts at 40 lei: below it, the order is blocked.
  const minimum = page.getByText(/The minimum order is 40 lei: add .* more\./);
  for (let i = 0; i < 8 && (await minimum.isVisible()); i++) {
    await page.getByRole('button', { name: /Increase the quantity of/ }).first().click();
  }
  await expect(minimum).toBeHidden();
  await expect(page.getByText('Delivery fee')).toBeVisible();

  await chooseLaterSlot(page);
  await fillGuest(page, `delivery-${Date.now()}@example.com`, 'Dan Ionescu');
  await page.getByRole('radio', { name: /Cash to the courier/ }).check();
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  const fee = (await page.getByText('Delivery fee').locator('xpath=following-sibling::dd').textContent())!.trim();
  const shownTotal = (await page.locator('.checkout__cost--total dd').textContent())!.trim();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/will be delivered on/)).toBeVisible();
  await expect(page.getByText('Splaiul Independenței 5, București')).toBeVisible();
  await expect(page.locator('.order-success__total')).toContainText(shownTotal);
  const token = page.url().split('/order-success/')[1]!;
  const stored = await (await request.get(`${API}/public/orders/${token}`)).json();
  expect(stored.store.name).toBe('Casa Aurora Riverside');
  expect([15, 8, 0]).toContain(stored.delivery_fee);
  expect(fee).toContain(stored.delivery_fee.toFixed(2));
  expect(shownTotal).toContain(stored.total.toFixed(2));
});

test('an address outside every area is not delivered: an e-mail may be left, and pickup is offered instead', async ({ page }) => {
  await addProducts(page, 1);
  await page.goto('/cart/checkout');
  await chooseAddress(page, 'Pipera 10', 'Șoseaua Pipera 10, București');
  await expect(page.getByText('Unfortunately we do not deliver to this address.')).toBeVisible();
  const email = `notify-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'E-mail me when you deliver here' }).fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText(`Thank you! We will write to ${email} when we deliver to this address.`)).toBeVisible();
  await page.getByRole('button', { name: 'Order for pickup instead' }).click();
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
});

test('a store change shows the price-change notice with old and new prices', async ({ page }) => {
  await addProducts(page, 1);
  await page.goto('/cart/checkout');
  await expect(page.getByRole('combobox', { name: /Store/ })).toHaveValue('1');
  await page.getByRole('combobox', { name: /Store/ }).selectOption({ label: 'Casa Aurora Riverside' });
  const notice = page.getByText('The prices of some products in your cart have changed:');
  await expect(notice).toBeVisible();
  await expect(page.locator('li', { has: page.locator('s') }).first()).toContainText('→');
});
