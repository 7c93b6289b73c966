import { randomUUID } from 'node:crypto';
import { test, expect, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { payWithTestCard } from '../support/payment-steps';
import { openStoresAllDay, tableLink } from '../support/table-service';
import { overlaps } from '../support/boxes';
import { API_URL } from '../support/urls';

/** Ordering at the table (issue 9): a customer scans a table's code, orders and calls the waiter; the staff acknowledge both. */

let closeStores: () => Promise<void> = async () => undefined;
test.beforeAll(async ({ playwright }) => {
  closeStores = await openStoresAllDay(playwright);
});
test.afterAll(async () => closeStores());

test('a customer orders at table 5 and calls the waiter; the staff page acknowledges both, takes the cash, and the table sees it live', async ({ browser, request }) => {
  const STAFF_CODE = 'dev-staff-1';
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
  await expect(customer.getByText(`To pay: ${shownTotal}, in cash to the waiter.`)).toBeVisible();
  await customer.getByRole('button', { name: 'Call the waiter' }).click();
  await expect(customer.getByText('The waiter has been called.')).toBeVisible();
  // Once a minute at most: a second tap is answered, not repeated, under the button it is about and said once.
  await customer.getByRole('button', { name: 'Call the waiter' }).click();
  const waiterCall = customer.locator('.table-calls__call').filter({ has: customer.getByRole('button', { name: 'Call the waiter' }) });
  await expect(waiterCall.getByText('The waiter has been called. You can call again in a minute.')).toBeVisible();
  await expect(customer.getByText('The waiter has been called.', { exact: true })).toHaveCount(0);

  const streams: string[] = [];
  staff.on('request', (sent) => void (sent.url().includes('/staff/events') && streams.push(sent.url())));
  await staff.goto('/staff/tables');
  // No code: the shop's own message on the field, not the browser's bubble.
  await staff.getByRole('button', { name: 'Open' }).click();
  await expect(staff.getByText('Please enter the staff code of this store.')).toBeVisible();
  await expect(staff.getByLabel('Staff code of the store')).toBeFocused();
  await staff.getByLabel('Staff code of the store').fill('wrong-code');
  await staff.getByRole('button', { name: 'Open' }).click();
  await expect(staff.getByText('This staff code is not valid for this store.')).toBeVisible();
  await staff.getByLabel('Staff code of the store').fill(STAFF_CODE);
  await staff.getByRole('button', { name: 'Open' }).click();
  // The form is gone: focus goes to the board it opened, not to the page's top.
  await expect(staff.getByRole('heading', { level: 1, name: /Table orders:/ })).toBeFocused();
  // A call made while the board is open arrives live, through a stream opened with a ticket: the
  // staff code itself is never in a URL.
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  const otherTable = await tableLink(request, STAFF_CODE, '6');
  expect((await request.post(`${API_URL}/public/tables/${otherTable}/requests`, { data: { kind: 'bill' } })).ok()).toBe(true);
  await expect(staff.getByRole('listitem').filter({ hasText: 'Table 6' }).filter({ hasText: 'asks for the bill' })).toBeVisible();
  expect(streams.every((url) => url.includes('ticket=') && !url.includes(STAFF_CODE))).toBe(true);
  const call = staff.getByRole('listitem').filter({ hasText: 'Table 5' }).filter({ hasText: 'calls the waiter' });
  await call.getByRole('button', { name: 'On my way' }).click();
  await expect(customer.getByText('The waiter is on the way.')).toBeVisible();
  // The call answered leaves the list: focus goes to the next one, and the outcome is said in the calls section.
  await expect(staff.getByRole('region', { name: 'Calls' }).getByRole('status')).toHaveText('Table 5 now sees that you are on your way.');
  await expect(staff.getByRole('listitem').filter({ hasText: 'Table 6' }).getByRole('button', { name: 'On my way' })).toBeFocused();
  const order = staff.getByRole('region', { name: 'Orders', exact: true }).getByRole('listitem').filter({ hasText: 'Table 5' }).filter({ hasText: 'Ana' }).first();
  await order.getByRole('button', { name: 'Mark received' }).click();
  // Without reloading: the change arrives through the table's event stream.
  await expect(customer.getByText('The waiter has received your order.')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Orders', exact: true }).getByRole('status')).toHaveText('The order of table 5 is marked received.');
  await expect.poll(() => staff.evaluate(() => document.activeElement?.matches('button, h2') ?? false)).toBe(true);

  // The waiter takes the cash: the order is confirmed paid from the staff page, and the table sees it.
  const toPay = staff.getByRole('region', { name: 'Orders to be paid today' }).getByRole('listitem').filter({ hasText: 'Table 5' }).filter({ hasText: 'Ana' }).first();
  await expect(toPay).toContainText(shownTotal);
  await toPay.getByRole('button', { name: 'Paid' }).click();
  await expect(staff.getByRole('region', { name: 'Orders to be paid today' }).getByRole('status')).toHaveText(/^Order \d+ is paid\.$/);
  await expect.poll(() => staff.evaluate(() => document.activeElement?.matches('button, h2') ?? false)).toBe(true);
  await expect(customer.getByText(`Paid: ${shownTotal}. Thank you!`)).toBeVisible();

  for (const page of [customer, staff]) {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('a cart brought from another store takes the table’s prices; an age-restricted drink asks for the age; asking for the bill offers the card payment, which comes back to the table', async ({ page, request }) => {
  // Craft lager: 16 lei at Old Town, where the shop starts; 17 lei at Riverside.
  await page.goto('/p/craft-lager/33');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('16 lei');

  const link = await tableLink(request, 'dev-staff-2', '1');
  await page.goto(`/table/${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to table 1' })).toBeVisible();
  await expect(page.getByText('The prices of some products in your cart have changed:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Craft lager 500 ml' }).filter({ has: page.locator('s', { hasText: '16 lei' }) })).toContainText('→ 17 lei');
  await expect(page.getByTestId('cart-total')).toHaveText('17 lei');

  await page.goto('/cart/checkout');
  await page.getByRole('textbox', { name: /Your name/ }).fill('Ana');
  await page.getByRole('radio', { name: /Card online/ }).check();
  await page.getByRole('button', { name: 'Send order to waiter' }).click();
  await expect(page.getByText('Please confirm your age to order these products')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old' }).check();
  await page.getByRole('button', { name: 'Send order to waiter' }).click();

  // The payments remote takes over; the customer leaves it unpaid, back to the table.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText('Amount to pay: 17 lei')).toBeVisible();
  await page.goto(`/table/${link}`);
  await page.getByRole('button', { name: 'Ask for the bill' }).click();
  await expect(page.getByText('Not paid yet: 17 lei.')).toBeVisible();
  await page.getByRole('link', { name: 'Pay 17 lei now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order-success\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your order has been sent to the waiter.' })).toBeVisible();
  await expect(page.getByText('Paid: 17 lei. Thank you!')).toBeVisible();
  // Nothing is owed at the table any more: the bill is not offered, and the reason stands in its place.
  await expect(page.getByText(PAID_OFF)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask for the bill' })).toHaveCount(0);
});

const PAID_OFF = 'There is nothing to pay at this table now: no bill to bring. Call the waiter if you need anything.';

test('once the table has paid, the bill is neither offered nor taken, and the next guests at the table start clean while the staff keep the calls', async ({ browser, request }) => {
  const STAFF_CODE = 'dev-staff-1';
  const link = await tableLink(request, STAFF_CODE, '7');
  const board = async () => (await (await request.get(`${API_URL}/staff/table-board`, { headers: { 'X-Staff-Code': STAFF_CODE } })).json()) as { requests: Array<{ table_number: string; kind: string }> };
  const callsOfTable7 = async () => (await board()).requests.filter((call) => call.table_number === '7').map((call) => call.kind);
  await carbonaraAtTable(request, link, 1, 'en', 'Earlier party');

  const earlier = await (await browser.newContext()).newPage();
  await earlier.goto(`/table/${link}`);
  await earlier.getByRole('button', { name: 'Call the waiter' }).click();
  await expect(earlier.getByText('The waiter has been called.')).toBeVisible();
  await earlier.getByRole('button', { name: 'Ask for the bill' }).click();
  await expect(earlier.getByText('The bill has been asked for.')).toBeVisible();

  // The waiter takes the cash; the table hears it live and no longer offers the bill.
  const open = await (await request.get(`${API_URL}/staff/open-orders`, { headers: { 'X-Staff-Code': STAFF_CODE } })).json();
  const order = (open.orders as Array<{ id: number; name: string }>).find((candidate) => candidate.name === 'Earlier party')!;
  expect((await request.post(`${API_URL}/staff/orders/${order.id}/paid`, { headers: { 'X-Staff-Code': STAFF_CODE } })).ok()).toBe(true);
  await expect(earlier.getByText(PAID_OFF)).toBeVisible();
  await expect(earlier.getByRole('button', { name: 'Ask for the bill' })).toHaveCount(0);
  await expect(earlier.getByText('The bill has been asked for.')).toHaveCount(0);
  // Nor does the API take it: the staff get no second "asks for the bill".
  const refused = await request.post(`${API_URL}/public/tables/${link}/requests`, { data: { kind: 'bill' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(PAID_OFF);
  expect((await callsOfTable7()).sort()).toEqual(['bill', 'waiter']);

  // A new guest scans the same code in a fresh browser: none of the earlier party's calls.
  const next = await (await browser.newContext()).newPage();
  await next.goto(`/table/${link}`);
  await expect(next.getByRole('heading', { level: 1, name: 'Welcome to table 7' })).toBeVisible();
  await expect(next.getByRole('button', { name: 'Call the waiter' })).toBeVisible();
  await expect(next.getByText('The waiter has been called.')).toHaveCount(0);
  await expect(next.getByText('The bill has been asked for.')).toHaveCount(0);
  // Their own call is theirs to see.
  await next.getByRole('button', { name: 'Call the waiter' }).click();
  await expect(next.getByText('The waiter has been called.')).toBeVisible();
});

test('on a phone, "Not at a table?" hands the focus to the ordinary checkout that replaces the table one', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const link = await tableLink(request, 'dev-staff-1', '8');
  await page.goto(`/table/${link}`);
  await page.getByRole('link', { name: 'See the menu' }).click();
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Send your order to the waiter' })).toBeVisible();
  await page.getByRole('button', { name: 'Not at a table?' }).click();
  // Not dropped to <body>: the choice read with its question says the order is now for pickup.
  const pickup = page.getByRole('radio', { name: /Pickup/ });
  await expect(pickup).toBeFocused();
  await expect(pickup).toBeChecked();
  await expect(pickup).toBeInViewport();
  await expect(page.getByTestId('table-badge')).toHaveCount(0);
});

/** A table order of spaghetti carbonara (8) placed by a guest reading the shop in `language`. */
async function carbonaraAtTable(request: APIRequestContext, link: string, storeId: number, language: string, name = `Guest ${language}`): Promise<void> {
  const answer = await request.post(`${API_URL}/public/orders`, {
    headers: { 'Idempotency-Key': randomUUID(), 'Content-Language': language },
    data: {
      store_id: storeId, delivery_type: 'table', pickup_type: null, name, email: '', phone: '', phone_country: 'RO', address: '',
      address_line2: '', geolocation: null, informations: '', cutlery: false, contactless_delivery: false, accept_promotion: false, age_restriction: false,
      location_confirmed: true, information_confirmed: true, payment_method: 'cash-pickup', voucher_code: null, loyalty_points: 0, for_later: false,
      later_day: null, later_time: null, products: [{ id: 8, quantity: 1, selected_size: null, options: [] }], expected_total: null, table_link: link,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test("the staff board names every dish in the staff page's language, whatever language each guest ordered in", async ({ page, request }) => {
  const link = await tableLink(request, 'dev-staff-2', '9');
  await carbonaraAtTable(request, link, 2, 'lt');
  await carbonaraAtTable(request, link, 2, 'es');
  await page.goto('/staff/tables');
  await page.getByLabel('Staff code of the store').fill('dev-staff-2');
  await page.getByRole('button', { name: 'Open' }).click();
  // Found by the guests' names, which no language changes.
  const lines = page.locator('.staff-tables__order').filter({ hasText: /Guest (lt|es)/ }).locator('.staff-tables__line');
  await expect(lines).toHaveText(['1 × Spaghetti carbonara', '1 × Spaghetti carbonara']);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(lines).toHaveText(['1 × Espaguetis a la carbonara', '1 × Espaguetis a la carbonara']);
});

test('on a phone, acting far down a long list of orders still shows what came of it', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  const link = await tableLink(request, 'dev-staff-2', '10');
  for (let guest = 1; guest <= 6; guest += 1) await carbonaraAtTable(request, link, 2, 'en', `Long list ${guest}`);
  await page.goto('/staff/tables');
  await page.getByLabel('Staff code of the store').fill('dev-staff-2');
  await page.getByRole('button', { name: 'Open' }).click();
  const orders = page.getByRole('region', { name: 'Orders', exact: true });
  const last = orders.getByRole('listitem').filter({ hasText: 'Long list 6' });
  await last.getByRole('button', { name: 'Mark received' }).click();
  // The section's status stays under the header while the section is in view: it used to be
  // far above, out of sight, when the order acted on was low in the list.
  const status = orders.getByRole('status');
  await expect(status).toHaveText('The order of table 10 is marked received.');
  await expect(status).toBeInViewport();
  const header = (await page.locator('header.header').boundingBox())!;
  expect((await status.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('an old or unknown table code says so and offers the menu', async ({ page }) => {
  await page.goto('/table/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'This table code does not work' })).toBeVisible();
  await expect(page.getByText('This table code is no longer valid. Please ask the staff for the current one.')).toBeVisible();
  await expect(page.getByTestId('table-badge')).toHaveCount(0);
});

test('a malformed table code, in Spanish, says the code does not work as an unknown one does, and opens no event stream', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'es-ES', url: baseURL! }]);
  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/public/tables/')) streams.push(request.url());
  });
  await page.goto('/table/bogus');
  await expect(page.getByRole('heading', { level: 1, name: 'Este código de mesa no funciona' })).toBeVisible();
  await expect(page.getByText('Este código de mesa ya no es válido. Pide el actual al personal.')).toBeVisible();
  await expect(page.getByText(/Path parameter/)).toHaveCount(0);
  expect(streams).toEqual([]);
});

test('on a 375 px phone the table number fits in the header, clear of the header tools and the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const link = await tableLink(request, 'dev-staff-1', '12');
  await page.goto(`/table/${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to table 12' })).toBeVisible();
  // The menu's hero starts right under the header: the badge used to hang over it.
  for (const path of [`/table/${link}`, '/', '/p/lemonade/24', '/cart/checkout']) {
    if (path !== `/table/${link}`) await page.goto(path);
    const badge = page.getByTestId('table-badge');
    await expect(badge).toHaveText('Table 12');
    const box = (await badge.boundingBox())!;
    const header = (await page.locator('header.header').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(header.x);
    expect(box.x + box.width).toBeLessThanOrEqual(header.x + header.width);
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    const tools = ['.header__brand', '.language-switcher select', '.user-menu__button', '.cart-widget__button'].map((selector) => page.locator(selector));
    for (const tool of tools) expect(overlaps(box, (await tool.first().boundingBox())!)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
