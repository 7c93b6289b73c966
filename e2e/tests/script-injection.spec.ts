import { test, expect, type Page } from '@playwright/test';
import { SCRIPT_PAYLOADS, SHORT_PAYLOAD, watchForInjectedScripts } from '../support/script-injection';
import { addProducts, chooseLaterSlot, confirmLocation, fillGuest } from '../support/checkout';
import { openStoresAllDay, tableLink } from '../support/table-service';
import { registerThroughApi } from '../support/accounts';
import { API_URL, SHOP_URL } from '../support/urls';

/**
 * Script payloads in every text a customer types and every HTML the server sends: nothing runs
 * anywhere, nothing is blocked by the policy (the text never reached the page as markup), and what was
 * typed is kept exactly as typed.
 */

const ALL_PAYLOADS = SCRIPT_PAYLOADS.join(' ');

// Staged server answers are made with page.route, which a service worker's own fetches would bypass.
test.use({ serviceWorkers: 'block' });

async function outbox(page: Page, recipient: string): Promise<Array<{ subject: string; body: string }>> {
  const answer = await page.request.get(`${API_URL}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await answer.json()) as Array<{ subject: string; body: string }>;
}

test('server HTML and server texts: footer, a static page and product names stay inert', async ({ page }) => {
  const watch = await watchForInjectedScripts(page);
  await page.route('**/public/website-settings?**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), footer_content: `<b>Open daily</b> ${ALL_PAYLOADS}` } });
  });
  await page.route('**/public/products?**', async (route) => {
    const response = await route.fetch();
    const products = (await response.json()) as Array<Record<string, unknown>>;
    const renamed = products.map((product, index) => (index === 0 ? { ...product, name: `Soup ${SHORT_PAYLOAD}`, description: ALL_PAYLOADS } : product));
    await route.fulfill({ response, json: renamed });
  });
  await page.route('**/public/pages/**', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    await route.fulfill({ response, json: { ...(await response.json()), body: ALL_PAYLOADS } });
  });

  await page.goto('/');
  // The footer's HTML still formats (bold) while every script in it is gone.
  await expect(page.locator('footer b', { hasText: 'Open daily' })).toBeVisible();
  await expect(page.locator('footer script, footer [onerror], footer [onload], footer iframe')).toHaveCount(0);
  // A product name is text: the payload is shown as typed, not as a picture.
  await expect(page.getByText(`Soup ${SHORT_PAYLOAD}`).first()).toBeVisible();
  await watch.expectNothingRan();
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The checkout shows the names the cart was saved with on the server; it is rendered all the same.
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await watch.expectNothingRan();

  await page.goto('/page/cookie-policy');
  await expect(page.getByText(SCRIPT_PAYLOADS[0])).toBeVisible();
  await watch.expectNothingRan();
});

test('typed text: a search, a contact message and a guest order keep payloads as text', async ({ page }) => {
  const watch = await watchForInjectedScripts(page);

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill(SHORT_PAYLOAD);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await watch.expectNothingRan();
  await page.goto(`/search?q=${encodeURIComponent(SCRIPT_PAYLOADS[2])}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await watch.expectNothingRan();

  await page.goto('/contact');
  await page.getByRole('link', { name: 'Casa Aurora Riverside' }).click();
  await page.getByRole('textbox', { name: 'Full name' }).fill(`Ana ${SHORT_PAYLOAD}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('injection@e2e.example');
  await page.getByRole('textbox', { name: 'Your message' }).fill(ALL_PAYLOADS);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message to Casa Aurora Riverside has been sent.')).toBeVisible();
  // No data lost: the store receives the message exactly as typed (the e-mail is plain text).
  const mails = await outbox(page, 'riverside@casa-aurora.example');
  expect(mails.some((mail) => mail.body.includes(ALL_PAYLOADS))).toBe(true);
  await watch.expectNothingRan();

  await page.goto('/');
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart/checkout');
  await page.getByRole('textbox', { name: /Full name/ }).fill(`Ana ${SHORT_PAYLOAD}`);
  await page.getByRole('textbox', { name: /E-mail/ }).fill('injection-order@e2e.example');
  await page.getByRole('textbox', { name: /Phone/ }).fill('0722 123 456');
  await page.getByRole('textbox', { name: 'Notes for the restaurant' }).fill(ALL_PAYLOADS);
  await page.getByRole('radio', { name: /Cash at the counter/ }).check();
  await confirmLocation(page);
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const token = page.url().split('/order-success/')[1]!;
  const stored = await (await page.request.get(`${API_URL}/public/orders/${token}?email=injection-order@e2e.example`)).json();
  expect(JSON.stringify(stored)).not.toContain('&lt;');
  await watch.expectNothingRan();
});

test('group orders: organiser and participant names with payloads stay text on every screen, live', async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  // The guest is another person: their context starts from the cookies before any group order.
  const state = await context.storageState();
  const watch = await watchForInjectedScripts(page);
  await page.goto('/');
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart/checkout');
  await page.getByRole('link', { name: 'Order together: start a group order' }).click();
  await page.getByRole('textbox', { name: /Your name/ }).fill(`Olga ${SHORT_PAYLOAD}`);
  await page.getByRole('radio', { name: /Split: each person pays/ }).check();
  await page.getByRole('button', { name: 'Start and get the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Group order' })).toBeVisible();
  const joinLink = await page.getByRole('textbox', { name: 'Group order link' }).inputValue();

  const guest = await (await browser.newContext({ storageState: state })).newPage();
  const guestWatch = await watchForInjectedScripts(guest);
  await guest.goto(joinLink);
  // The invitation names the organiser as typed.
  await expect(guest.getByText(`Olga ${SHORT_PAYLOAD}`, { exact: false }).first()).toBeVisible();
  await guest.getByRole('textbox', { name: /Your name/ }).fill(SCRIPT_PAYLOADS[1]);
  await guest.getByRole('button', { name: 'Join' }).click();
  // The organiser's panel shows the new participant live, as text.
  await expect(page.getByText(SCRIPT_PAYLOADS[1]).first()).toBeVisible();
  await watch.expectNothingRan();
  await guestWatch.expectNothingRan();
});

test('a delivery address: floor, location name and courier instructions keep payloads as text and as typed', async ({ page }) => {
  test.setTimeout(90_000);
  const watch = await watchForInjectedScripts(page);
  await addProducts(page, 1);
  await page.goto('/cart/checkout');
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByRole('combobox', { name: /Street and number/ }).fill('Splaiul 5');
  await page.getByRole('option', { name: 'Splaiul Independenței 5, București' }).click();
  // The map comes with the delivery area, and the area with the minimum checked below.
  await expect(page.getByRole('region', { name: 'Your address on the map' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Floor, apartment, intercom' }).fill(SHORT_PAYLOAD);
  await page.getByRole('textbox', { name: /Location name/ }).fill(SCRIPT_PAYLOADS[2].slice(0, 60));
  await page.getByRole('textbox', { name: /Special instructions/ }).fill(ALL_PAYLOADS.slice(0, 500));
  const minimum = page.getByText(/The minimum order, without the delivery fee, is .*: add .* more\./);
  for (let i = 0; i < 8 && (await minimum.isVisible()); i++) await page.getByRole('button', { name: /Increase the quantity of/ }).first().click();
  await expect(minimum).toBeHidden();
  await chooseLaterSlot(page);
  await fillGuest(page, `injection-delivery-${Date.now()}@e2e.example`, `Dan ${SHORT_PAYLOAD}`);
  await page.getByRole('radio', { name: /Cash to the courier/ }).check();
  await confirmLocation(page);
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await watch.expectNothingRan();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const token = page.url().split('/order-success/')[1]!;
  const stored = await (await page.request.get(`${API_URL}/public/orders/${token}`)).json();
  // Stored exactly as typed: nothing escaped or cut on the way in.
  expect(stored.name).toBe(`Dan ${SHORT_PAYLOAD}`);
  expect(JSON.stringify(stored)).toContain(JSON.stringify(SHORT_PAYLOAD).slice(1, -1));
  await watch.expectNothingRan();
});

test.describe('the reservation, event and job forms', () => {
  test.afterAll(async ({ request }) => {
    await request.put(`${API_URL}/dev/show-pages`, { data: { jobs: 'default' } });
  });

  test('a table reservation, an event reservation and a job application keep payloads as text and as typed', async ({ page }) => {
    test.setTimeout(90_000);
    const watch = await watchForInjectedScripts(page);
    const person = async (email: string) => {
      await page.getByRole('textbox', { name: 'Full name' }).fill(`Ana ${SHORT_PAYLOAD}`);
      await page.getByRole('textbox', { name: /^Phone/ }).fill('+40 721 555 013');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    };

    await page.goto('/reservations');
    await page.getByRole('combobox', { name: 'Date' }).selectOption({ index: 2 });
    await page.getByRole('combobox', { name: 'Hour' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Number of persons' }).fill('2');
    await person('injection-table@e2e.example');
    await page.getByRole('textbox', { name: 'Your message' }).fill(ALL_PAYLOADS.slice(0, 480));
    await page.getByRole('button', { name: 'Reserve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your reservation' })).toBeVisible();
    await watch.expectNothingRan();

    await page.goto('/event/romanian-wine-evening');
    await page.getByRole('textbox', { name: 'Number of persons' }).fill('1');
    await person('injection-event@e2e.example');
    await page.getByRole('button', { name: 'Reserve places' }).click();
    await expect(page.getByText(/^1 place at Romanian wine evening on .* is reserved for you\./)).toBeVisible();
    await watch.expectNothingRan();

    expect((await page.request.put(`${API_URL}/dev/show-pages`, { data: { jobs: 'shown' } })).status()).toBe(204);
    await page.goto('/job/kitchen-assistant');
    await person('injection-job@e2e.example');
    await page.getByRole('textbox', { name: 'Your message' }).fill(ALL_PAYLOADS.slice(0, 480));
    await page.getByLabel(/^CV/).setInputFiles({ name: `${SHORT_PAYLOAD}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') });
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Thank you! Your application for Kitchen assistant has been sent.', { exact: false })).toBeVisible();
    await watch.expectNothingRan();
    // The confirmations greet the person by the name as typed (plain-text e-mails).
    for (const recipient of ['injection-table@e2e.example', 'injection-event@e2e.example', 'injection-job@e2e.example']) {
      expect((await outbox(page, recipient)).map((mail) => mail.body.includes(`Ana ${SHORT_PAYLOAD}`))).toEqual([true]);
    }
  });
});

test.describe('the staff page', () => {
  let closeStores: () => Promise<void> = async () => undefined;
  test.beforeAll(async ({ playwright }) => {
    closeStores = await openStoresAllDay(playwright);
  });
  test.afterAll(async () => closeStores());

  test('a table order named with a payload is text on the staff page, live', async ({ browser, request }) => {
    const link = await tableLink(request, 'dev-staff-1', '2');
    const staff = await (await browser.newContext()).newPage();
    const staffWatch = await watchForInjectedScripts(staff);
    await staff.goto('/staff/tables');
    await staff.getByLabel('Staff code of the store').fill('dev-staff-1');
    await staff.getByRole('button', { name: 'Open' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: /Table orders:/ })).toBeVisible();

    const customer = await (await browser.newContext()).newPage();
    const customerWatch = await watchForInjectedScripts(customer);
    await customer.goto(`/table/${link}`);
    await customer.getByRole('link', { name: 'See the menu' }).click();
    await customer.getByRole('button', { name: /add to cart/i }).first().click();
    await expect(customer.getByTestId('cart-count')).toHaveText('1');
    await customer.goto('/cart/checkout');
    await customer.getByRole('textbox', { name: /Your name/ }).fill(`Ana ${SHORT_PAYLOAD}`);
    await customer.getByRole('radio', { name: /Cash/ }).first().check();
    await customer.getByRole('button', { name: 'Send order to waiter' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'Your order has been sent to the waiter.' })).toBeVisible();

    const order = staff.getByRole('region', { name: 'Orders', exact: true }).getByRole('listitem').filter({ hasText: 'Table 2' }).filter({ hasText: `Ana ${SHORT_PAYLOAD}` });
    await expect(order.first()).toBeVisible();
    await staffWatch.expectNothingRan();
    await customerWatch.expectNothingRan();
  });
});

test('an account named with a payload: the user menu and the account details show it as text, and saving keeps it as typed', async ({ page }) => {
  const watch = await watchForInjectedScripts(page);
  const name = `Ana ${SHORT_PAYLOAD}`;
  const email = `injection.${Date.now()}@example.com`;
  const { id, token } = await registerThroughApi(page.request, { name, email, phone: `+4078${String(Date.now()).slice(-7)}` });
  await page.context().addCookies([{ name: 'user', value: encodeURIComponent(JSON.stringify({ id, token, name, delivery_addresses: [] })), url: SHOP_URL }]);
  await page.goto('/account');
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue(name);
  await expect(page.getByRole('banner').getByText(name, { exact: false }).first()).toBeVisible();
  await watch.expectNothingRan();
  await page.getByRole('button', { name: 'Save details' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue(name);
  const account = await (await page.request.get(`${API_URL}/public/account`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(account.name).toBe(name);
  await watch.expectNothingRan();
});
