import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { addProducts, chooseLaterSlot, confirmLocation, fillGuest } from '../support/checkout';
import { overlaps } from '../support/boxes';
import { API_URL } from '../support/urls';
import { payWithTestCard } from '../support/payment-steps';

const API = API_URL;

test('a guest places a pickup order for later and the success page shows the stored total', async ({ page, request }) => {
  const email = `pickup-${Date.now()}@example.com`;
  await addProducts(page, 2);
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pickup' }).or(page.getByRole('combobox', { name: /Store/ })).first()).toBeVisible();

  const laterTime = await chooseLaterSlot(page, 2);

  await fillGuest(page, email);
  await page.getByRole('radio', { name: /Cash at the counter/ }).check();
  await confirmLocation(page);
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  const shownTotal = (await page.locator('.checkout__cost--total dd').textContent())!.trim();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(new RegExp(`ready for pickup on .* at ${laterTime}`))).toBeVisible();
  await expect(page.locator('.order-success__total')).toContainText(shownTotal);
  const token = page.url().split('/order-success/')[1]!;
  const stored = await (await request.get(`${API}/public/orders/${token}`)).json();
  // Whole amounts drop their ".00" (spec §9), so compare the number.
  expect(Number(shownTotal.replace(/[^\d.]/g, ''))).toBe(stored.total);
  // The cart is cleared after the order.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const outbox = await (await request.get(`${API}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json();
  expect(JSON.stringify(outbox)).toContain(`/order-success/${token}`);
});

test('after a declined card, Back shows the emptied cart with a way back to paying the order', async ({ page }) => {
  await addProducts(page, 1);
  await page.goto('/cart/checkout');
  await chooseLaterSlot(page, 2);
  await fillGuest(page, `declined-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: /Card online/ }).check();
  await confirmLocation(page);
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/integrations\/payment\/[A-Za-z0-9_-]+$/);
  const payment = page.url();
  await payWithTestCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Reason: Your card was declined.')).toBeVisible();

  // Spec §8 cleared the cart when the order was placed; the order itself still waits to be paid.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('link', { name: 'Pay for your order' }).click();
  await expect(page).toHaveURL(payment);
});

test('the checkout tells what is missing before sending anything', async ({ page }) => {
  await addProducts(page, 2);
  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Your email address is invalid.')).toBeVisible();
  await expect(page.getByText('Choose how you will pay.')).toBeVisible();
});

test('on a phone, with the cookie notice shown, the end of the checkout scrolls clear of it: the total and "Place order"', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addProducts(page, 2);
  // A first visit from here on: the notice sits at the bottom of the screen.
  await context.clearCookies({ name: 'cookie_consent' });
  await page.goto('/cart/checkout');
  const consent = page.getByRole('dialog', { name: 'Cookies' });
  await expect(consent).toBeVisible();
  const place = page.getByRole('button', { name: 'Place order' });
  const total = page.locator('.checkout__cost--total');
  await expect(place).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const notice = (await consent.boundingBox())!;
    for (const end of [place, total]) expect(overlaps((await end.boundingBox())!, notice)).toBe(false);
  }).toPass({ timeout: 10_000 });
});

for (const width of [1280, 375]) {
  test(`the checkout has no accessibility violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await addProducts(page, 2);
    await page.goto('/cart/checkout');
    await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    if (width === 1280) {
      // The Apply button sits beside the voucher code's box, level with it.
      const code = (await page.getByRole('textbox', { name: 'Voucher code' }).boundingBox())!;
      const apply = (await page.getByRole('button', { name: 'Apply' }).boundingBox())!;
      expect(Math.abs(code.y + code.height - (apply.y + apply.height))).toBeLessThanOrEqual(1);
    }
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`the delivery location form, map and "we do not deliver" notice have no accessibility violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await addProducts(page, 1);
    await page.goto('/cart/checkout');
    await page.getByRole('radio', { name: 'Delivery' }).check();
    await page.getByRole('combobox', { name: /Street and number/ }).fill('Pipera 10');
    await page.getByRole('option', { name: 'Șoseaua Pipera 10, București' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail me when you deliver here' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your address on the map' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
