import { test, expect, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { API_URL } from '../support/urls';

/** Ordering at the table (issue 9): a customer scans a table's code, orders and calls the waiter; the staff acknowledge both. */

/** A seeded store open now (each closes one weekday), and its development staff code. */
async function openStoreCode(request: APIRequestContext): Promise<string> {
  for (const storeId of [1, 2]) {
    const status = await (await request.get(`${API_URL}/public/website-settings/shop-status`, { headers: { 'X-Store-Id': String(storeId) } })).json();
    if (status.pickup_now) return `dev-staff-${storeId}`;
  }
  throw new Error('No seeded store takes orders now');
}

async function tableLink(request: APIRequestContext, code: string, number: string): Promise<string> {
  const board = await (await request.get(`${API_URL}/staff/table-board`, { headers: { 'X-Staff-Code': code } })).json();
  return (board.tables as Array<{ number: string; link: string }>).find((table) => table.number === number)!.link;
}

test('a customer orders at table 5 and calls the waiter; the staff page acknowledges both and the table sees it live', async ({ browser, request }) => {
  const STAFF_CODE = await openStoreCode(request);
  const link = await tableLink(request, STAFF_CODE, '5');
  const customer = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();

  await customer.goto(`/table/${link}`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Welcome to table 5' })).toBeVisible();
  await expect(customer.getByTestId('table-badge')).toHaveText('Table 5');
  await customer.getByRole('link', { name: 'See the menu' }).click();
  await expect(customer.getByTestId('table-badge')).toHaveText('Table 5');
  await customer.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(customer.getByTestId('cart-count')).toHaveText('1');

  await customer.goto('/cart/checkout');
  await expect(customer.getByRole('heading', { name: 'Send your order to the waiter' })).toBeVisible();
  await customer.getByRole('textbox', { name: /Your name/ }).fill('Ana');
  await customer.getByRole('radio', { name: /Cash/ }).first().check();
  const shownTotal = (await customer.locator('.checkout__cost--total dd').textContent())!.trim();
  await customer.getByRole('button', { name: 'Send order to waiter' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'Your order has been sent to the waiter.' })).toBeVisible();
  await expect(customer.locator('.order-success__total')).toContainText(shownTotal);
  await customer.getByRole('button', { name: 'Call the waiter' }).click();
  await expect(customer.getByText('The waiter has been called.')).toBeVisible();
  // Once a minute at most: a second tap is answered, not repeated.
  await customer.getByRole('button', { name: 'Call the waiter' }).click();
  await expect(customer.getByText('The waiter has been called. You can call again in a minute.')).toBeVisible();

  await staff.goto('/staff/tables');
  await staff.getByLabel('Staff code of the store').fill('wrong-code');
  await staff.getByRole('button', { name: 'Open' }).click();
  await expect(staff.getByText('Please enter the staff code of this store.')).toBeVisible();
  await staff.getByLabel('Staff code of the store').fill(STAFF_CODE);
  await staff.getByRole('button', { name: 'Open' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Table orders:/ })).toBeVisible();
  const call = staff.getByRole('listitem').filter({ hasText: 'Table 5' }).filter({ hasText: 'calls the waiter' });
  await call.getByRole('button', { name: 'On my way' }).click();
  await expect(customer.getByText('The waiter is on the way.')).toBeVisible();
  const order = staff.getByRole('listitem').filter({ hasText: 'Table 5' }).filter({ hasText: 'Ana' }).first();
  await order.getByRole('button', { name: 'Mark received' }).click();
  // Without reloading: the change arrives through the table's event stream.
  await expect(customer.getByText('The waiter has received your order.')).toBeVisible();

  for (const page of [customer, staff]) {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('an old or unknown table code says so and offers the menu', async ({ page }) => {
  await page.goto('/table/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'This table code does not work' })).toBeVisible();
  await expect(page.getByText('This table code is no longer valid. Please ask the staff for the current one.')).toBeVisible();
  await expect(page.getByTestId('table-badge')).toHaveCount(0);
});
