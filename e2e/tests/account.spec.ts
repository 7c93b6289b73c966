import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { registerThroughApi, registrationLinkPath, signInAsNewCustomer } from '../support/accounts';
import { addProducts } from '../support/checkout';
import { payWithTestCard } from '../support/payment-steps';
import { placeCardOrder } from '../support/placed-orders';
import { API_URL, SHOP_URL } from '../support/urls';

/** Account flows across the shell, the account remote and the API; codes and links come from the dev outbox. */
const PASSWORD = 'correct horse battery';

function uniqueCustomer() {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: 'Ana Pop', email: `ana.${id}@example.com`, phone: `+4079${id.slice(-7)}` };
}

async function lastMessage(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get(`${API_URL}/dev/outbox`, { params: { recipient, limit: 1 } });
  const [message] = (await response.json()) as { body: string }[];
  return message?.body ?? '';
}

async function register(page: Page, customer: ReturnType<typeof uniqueCustomer>) {
  await page.goto('/auth/register');
  await page.getByLabel(/Full name/).fill(customer.name);
  await page.getByLabel(/E-mail/).fill(customer.email);
  await page.getByLabel(/Phone/).fill(customer.phone);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await expect(page.getByText('Password strength: very strong')).toBeVisible();
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  // The account is made from the e-mailed link, as the customer would open it.
  await page.goto(registrationLinkPath(await lastMessage(page.request, customer.email)));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Validate your phone number' })).toBeVisible();
}

/** The signed-in user's bearer token, from the user cookie (spec §3). */
async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'user');
  return (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { token?: string }).token ?? '';
}

/**
 * A pickup order at Old Town placed for tomorrow (open whatever the hour the suite runs), by the
 * signed-in customer (or a guest without a token), then confirmed paid as the restaurant does for
 * cash at the counter.
 */
async function paidPickupOrder(request: APIRequestContext, token: string | null): Promise<{ token: string; total: number }> {
  const slots = (await (await request.get(`${API_URL}/public/stores/1/later-slots`, { params: { delivery_type: 'pickup' } })).json()) as {
    days: { day: string; times: string[] }[];
  };
  const day = slots.days[1] ?? slots.days[0];
  const placed = await request.post(`${API_URL}/public/orders`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: {
      store_id: 1, delivery_type: 'pickup', pickup_type: 'at_counter', name: 'Ana Pop', email: 'ana.orders@example.com',
      phone: '0722 123 456', phone_country: 'RO', address: '', address_line2: '', geolocation: null, informations: '',
      cutlery: false, contactless_delivery: false, accept_promotion: false, age_restriction: false, location_confirmed: true, information_confirmed: true,
      payment_method: 'cash-pickup', voucher_code: null, loyalty_points: 0, for_later: true, later_day: day?.day ?? null,
      later_time: day?.times[0] ?? null, products: [{ id: 1, quantity: 2, selected_size: 112, options: [] }, { id: 24, quantity: 1, selected_size: null, options: [] }],
      expected_total: null,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { token: string; total: number };
  expect((await request.post(`${API_URL}/dev/orders/${order.token}/paid`)).ok()).toBe(true);
  return order;
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('register, validate the phone with the SMS code, save and delete an address, log out and log in again', async ({ page, request }) => {
  const customer = uniqueCustomer();
  await register(page, customer);

  await expect.poll(() => lastMessage(request, customer.phone)).toMatch(/\b\d{4}\b/);
  const sms = await lastMessage(request, customer.phone);
  const code = /\b(\d{4})\b/.exec(sms)?.[1] ?? '';
  await page.getByLabel('4-digit code').fill(code);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Your phone number is validated.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  // Spec §5: the address is chosen from the suggestions (the built-in gazetteer's), with its map point.
  await page.getByLabel(/Street and number/).fill('Lipscani 12');
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('Choose your address from the suggestions.', { exact: true })).toBeVisible();
  await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option', { name: 'Strada Lipscani 12, București' }).click();
  await page.getByLabel(/Floor/).fill('ap. 3');
  // A long name: the checkout's saved-address select below is as wide as it.
  await page.getByLabel(/Location name/).fill('Home by the pharmacy');
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('Strada Lipscani 12, București, ap. 3')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Strada Lipscani 12, București, ap. 3')).toBeVisible();
  const cookie = (await page.context().cookies()).find((saved) => saved.name === 'user');
  const saved = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { delivery_addresses: { address: string; lat: number | null; lng: number | null }[] };
  expect(saved.delivery_addresses.map(({ address, lat, lng }) => [address, lat, lng])).toEqual([['Strada Lipscani 12, București', 44.4316, 26.1005]]);
  // Chosen at the checkout on a phone: the select, as wide as its longest option, once pushed the
  // whole checkout past the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await addProducts(page, 1);
  await page.goto('/cart/checkout');
  await page.getByRole('radio', { name: 'Delivery' }).check();
  // The one saved address is filled in without being chosen.
  await expect(page.getByRole('combobox', { name: 'Saved addresses' }).locator('option:checked')).toHaveText('Home by the pharmacy: Strada Lipscani 12, București');
  await expect(page.getByLabel(/Street and number/)).toHaveValue('Strada Lipscani 12, București');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/account');
  // A delete asks first, in place; Escape keeps the address.
  await page.getByRole('button', { name: 'Delete Home by the pharmacy' }).click();
  const question = page.getByRole('group', { name: 'Delete Home by the pharmacy?' });
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Delete Home by the pharmacy' })).toBeFocused();
  await expect(page.getByText('Strada Lipscani 12, București, ap. 3')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Home by the pharmacy' }).click();
  await question.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('You have no saved delivery addresses.')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: customer.name }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto('/auth/login');
  await page.getByLabel(/E-mail/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel(/E-mail/)).toHaveValue(customer.email);
});

test('a new e-mail address takes effect from the link sent to it, and then signs in', async ({ page, request }) => {
  const { email } = await signInAsNewCustomer(page, 'change');
  const newEmail = email.replace('change.', 'changed.');
  await page.goto('/account');
  await page.getByLabel(/E-mail/).fill(newEmail);
  // A new address is asked for with the password (a session alone must not move the account).
  await page.getByLabel(/Current password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save details' }).click();
  // Information, in the info tone, saying what to do; the link can be sent again (only the newest works).
  const waiting = page.locator('.ui-notice--info').filter({ hasText: `To start using ${newEmail}, open the link we sent to it` });
  await expect(waiting).toBeVisible();
  await expect(page.getByLabel(/E-mail/)).toHaveValue(email);
  const first = /\/auth\/confirm-email\/[\w-]+/.exec(await lastMessage(request, newEmail))?.[0] ?? '';
  await waiting.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`We have sent a new link to ${newEmail}; the one sent before no longer works.`)).toBeVisible();

  const link = /\/auth\/confirm-email\/[\w-]+/.exec(await lastMessage(request, newEmail))?.[0] ?? '';
  expect(link).not.toBe('');
  expect(link).not.toBe(first);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
  const signIn = await request.post(`${API_URL}/public/auth/login`, { data: { email: newEmail, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
});

test('a wrong old password is said on its field, which takes the focus; empty fields each ask in their own words', async ({ page }) => {
  await signInAsNewCustomer(page, 'oldpw');
  await page.goto('/account');
  const old = page.getByLabel(/Old password/);
  const fresh = page.getByLabel(/New password/);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(old).toHaveAccessibleDescription('Please enter your password.');
  await expect(fresh).toHaveAccessibleDescription(/Please enter a new password\.$/);
  await old.fill('not the old one');
  await fresh.fill('a long new passphrase');
  await fresh.press('Enter');
  await expect(old).toBeFocused();
  await expect(old).toHaveAttribute('aria-invalid', 'true');
  await expect(old).toHaveAccessibleDescription('The old password is not correct.');
  await expect(page.locator('[data-form-refusal]')).toHaveCount(0);
});

test('a forgotten password is reset from the e-mailed link, which works once', async ({ page, request }) => {
  const customer = uniqueCustomer();
  await register(page, customer);
  await page.getByRole('banner').getByRole('button', { name: customer.name }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: /E-mail/ }).last().fill(customer.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account exists for this e-mail address/)).toBeVisible();

  const email = await lastMessage(request, customer.email);
  const link = /https?:\/\/\S+\/auth\/new-password\/[\w-]+/.exec(email)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/New password/).fill('a brand new secret phrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Validate your phone number' })).toBeVisible();

  // The used link says so before anything is typed, and offers no form to fill in for nothing.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(/expired or has already been used/)).toBeVisible();
  await expect(page.getByLabel(/New password/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?forgot$/);
  await expect(page.getByRole('form', { name: 'Forgotten password' }).getByRole('textbox', { name: /E-mail/ })).toBeFocused();
});

test('a paid order credits bonus points, shows in the orders, can be ordered again and opens its page', async ({ page, request, context }) => {
  const customer = uniqueCustomer();
  await register(page, customer);
  const order = await paidPickupOrder(request, await tokenOf(context));

  // Pickup earns 10 % of the amount paid.
  const points = Math.floor(order.total * 0.1);
  await page.goto('/account/benefits');
  await expect(page.locator('.account-balance')).toHaveText(String(points));
  await expect(page.getByRole('cell', { name: `+${points}` })).toBeVisible();

  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const current = page.getByRole('region', { name: 'Current orders' });
  await expect(current.getByText('Margherita (40 cm)')).toBeVisible();
  await expect(current.getByText('Paid', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await current.getByRole('button', { name: /Order again/ }).click();
  await expect(page.getByText('3 products were added to your cart at today’s prices.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  expect(await violations(page)).toEqual([]);

  // Its own page, from the cart remote, by its link.
  await current.getByRole('link', { name: /^View order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order-success/${order.token}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
});

test('an order still to pay by card says so in the orders, and "Pay now" pays it on the payment screen', async ({ page }) => {
  const { token } = await signInAsNewCustomer(page, 'owes');
  const orderToken = await placeCardOrder(page.request, token);
  await page.goto('/account/orders');
  const current = page.getByRole('region', { name: 'Current orders' });
  await expect(current.getByText('Waiting for your payment', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await current.getByRole('link', { name: /^Pay now: Order of / }).click();
  await expect(page).toHaveURL(new RegExp(`/integrations/payment/${orderToken}$`));
  await expect(page.getByText(/^Your order must be paid by \d\d:\d\d, or it is cancelled/)).toBeVisible();
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/order-success/${orderToken}$`));

  await page.goto('/account/orders');
  await expect(current.getByText('Paid', { exact: true })).toBeVisible();
  await expect(current.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
});

test('a guest who has just ordered is invited to create an account; a signed-in customer is not', async ({ page, request, context }) => {
  const guestOrder = await paidPickupOrder(request, null);
  await page.goto(`/order-success/${guestOrder.token}`);
  const invitation = page.getByRole('complementary', { name: 'Collect bonus points on your next order' });
  await expect(invitation).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await invitation.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  const customer = uniqueCustomer();
  await register(page, customer);
  const own = await paidPickupOrder(request, await tokenOf(context));
  await page.goto(`/order-success/${own.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Collect bonus points on your next order' })).toHaveCount(0);
});

test('a guest at the checkout is invited to an account, and signing in from there comes back to the checkout', async ({ page, request }) => {
  const customer = uniqueCustomer();
  const { token } = await registerThroughApi(request, customer, PASSWORD);
  // A phone already validated: signing in goes straight back, not to the phone screen first.
  const code = /\b(\d{4})\b/.exec(await lastMessage(request, customer.phone))?.[1] ?? '';
  expect((await request.post(`${API_URL}/public/auth/validate-phone-number`, { headers: { authorization: `Bearer ${token}` }, data: { code } })).ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart/checkout');
  const invitation = page.getByRole('complementary', { name: 'Collect bonus points on this order' });
  await expect(invitation).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await invitation.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcart%2Fcheckout$/);
  await page.getByLabel(/E-mail/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('complementary', { name: 'Collect bonus points on this order' })).toHaveCount(0);
});

/** A pickup order of two lemonades (28 lei) paid by card online, placed for a later slot by the signed-in customer. */
async function cardOrderOf(request: APIRequestContext, token: string, slot: number): Promise<string> {
  const slots = (await (await request.get(`${API_URL}/public/stores/1/later-slots`, { params: { delivery_type: 'pickup' } })).json()) as {
    days: { day: string; times: string[] }[];
  };
  const day = slots.days.find((candidate) => candidate.times.length > slot) ?? slots.days[0];
  const placed = await request.post(`${API_URL}/public/orders`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-card-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: {
      store_id: 1, delivery_type: 'pickup', pickup_type: 'at_counter', name: 'Ana Pop', email: 'ana.cards@example.com',
      phone: '0722 123 456', phone_country: 'RO', address: '', address_line2: '', geolocation: null, informations: '',
      cutlery: false, contactless_delivery: false, accept_promotion: false, age_restriction: false, location_confirmed: true, information_confirmed: true,
      payment_method: 'card', voucher_code: null, loyalty_points: 0, for_later: true, later_day: day?.day ?? null,
      later_time: day?.times[slot] ?? null, products: [{ id: 24, quantity: 2, selected_size: null, options: [] }], expected_total: null,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { token: string }).token;
}

test('a card saved while paying shows in the account, pays the next order with one press, and can be deleted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await signInAsNewCustomer(page, 'cards');
  const thankYou = page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });

  await page.goto(`/integrations/payment/${await cardOrderOf(request, token, 1)}`);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('11/34');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
  await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay 28 lei' }).click();
  await expect(thankYou).toBeVisible();

  await page.goto('/account');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  await expect(cards.getByText('VISA ending in 4242')).toBeVisible();
  await expect(cards.getByText('expires 11/2034')).toBeVisible();

  const second = await cardOrderOf(request, token, 2);
  await page.goto(`/integrations/payment/${second}`);
  await expect(page.getByRole('radio', { name: /VISA ending in 4242/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay 28 lei with VISA ending in 4242' }).click();
  await expect(thankYou).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${second}$`));
  expect(((await (await request.get(`${API_URL}/public/payments/${second}`)).json()) as { status: string }).status).toBe('succeeded');

  await page.goto('/account');
  await cards.getByRole('button', { name: 'Delete VISA ending in 4242' }).click();
  await cards.getByRole('group', { name: 'Delete VISA ending in 4242?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(/You have no saved cards/)).toBeVisible();
  await page.goto(`/integrations/payment/${await cardOrderOf(request, token, 3)}`);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /VISA ending in 4242/ })).toHaveCount(0);
});

test('a 401 from the API logs out and opens /auth/login, saying the customer was signed out', async ({ page, context }) => {
  const revoked = { id: 1, token: 'revoked-token', name: 'Old Session', delivery_addresses: [] };
  await context.addCookies([{ name: 'user', value: encodeURIComponent(JSON.stringify(revoked)), url: SHOP_URL }]);
  await page.goto('/account');
  // Told where the customer was, to come back there once signed in again.
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Told why: the session ended elsewhere (a password changed, signed out on another device).
  await expect(page.getByText('You have been signed out. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'user')).toBeUndefined();
});

test('logging out in one tab signs the other tabs out; signing in there reaches them too', async ({ page, context }) => {
  const { email } = await signInAsNewCustomer(page);
  await page.goto('/account/orders');
  await expect(page.getByText('You have no past orders yet.')).toBeVisible();
  const menuTab = await context.newPage();
  await menuTab.goto('/');
  await expect(menuTab.getByRole('banner').getByRole('button', { name: 'Ana Pop' })).toBeVisible();

  await menuTab.getByRole('banner').getByRole('button', { name: 'Ana Pop' }).click();
  await menuTab.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  // The account tab does not go on showing the account: it asks to sign in, to come back there.
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount%2Forders$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await menuTab.goto('/auth/login');
  await menuTab.getByLabel(/E-mail/).fill(email);
  await menuTab.getByLabel(/^Password/).fill(PASSWORD);
  await menuTab.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(menuTab.getByRole('banner').getByRole('button', { name: 'Ana Pop' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ana Pop' })).toBeVisible();
});

test('the account section needs sign-in, which is told where the customer was going', async ({ page }) => {
  await page.goto('/account/benefits');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount%2Fbenefits$/);
});

for (const width of [1280, 375]) {
  test(`every account screen has no accessibility violations at ${width}px`, async ({ page }) => {
    // Eleven axe runs over five screens: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/auth/new-password/some-link-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/auth/confirm-registration/some-link-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const customer = uniqueCustomer();
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await register(page, customer);
    expect(await violations(page)).toEqual([]);

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/account/orders');
    await expect(page.getByText('You have no past orders yet.')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/account/benefits');
    await expect(page.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
    await expect(page.getByText('WELCOME20')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: customer.name }).click();
    await expect(page.getByRole('link', { name: 'Benefits' }).last()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('signing in from the benefits with a phone not yet validated offers to validate it later, and lands on the benefits', async ({ page, context, request }) => {
  const customer = uniqueCustomer();
  await registerThroughApi(request, customer, PASSWORD);
  await context.addCookies([{ name: 'language', value: 'es-ES', url: SHOP_URL }]);
  await page.goto('/account/benefits');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount%2Fbenefits$/);
  await page.getByLabel(/Correo electrónico/).fill(customer.email);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/validate-phone-number\?next=%2Faccount%2Fbenefits$/);
  await page.getByRole('link', { name: 'Validar más tarde' }).click();
  await expect(page).toHaveURL(/\/account\/benefits$/);
  await expect(page.getByRole('heading', { name: 'Puntos de fidelidad' })).toBeVisible();
});
