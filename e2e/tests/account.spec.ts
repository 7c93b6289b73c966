import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Account flows across the shell, the account remote and the API; codes and links come from the dev outbox. */
const API_URL = process.env.API_URL ?? 'http://localhost:4000';
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
  await expect(page.getByRole('heading', { level: 1, name: 'Validate your phone number' })).toBeVisible();
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
  await page.getByLabel(/Street and number/).fill('Strada Republicii 12');
  await page.getByLabel(/Floor/).fill('ap. 3');
  await page.getByLabel(/Location name/).fill('Home');
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('Strada Republicii 12, ap. 3')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Strada Republicii 12, ap. 3')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Home' }).click();
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

  await page.goto(new URL(link).pathname);
  await page.getByLabel(/New password/).fill('yet another secret phrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText(/expired or has already been used/)).toBeVisible();
});

test('a 401 from the API logs out and opens /auth/login', async ({ page, context }) => {
  const revoked = { id: 1, token: 'revoked-token', name: 'Old Session', delivery_addresses: [] };
  await context.addCookies([{ name: 'user', value: encodeURIComponent(JSON.stringify(revoked)), url: 'http://localhost:3000' }]);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'user')).toBeUndefined();
});

test('the account section needs sign-in', async ({ page }) => {
  await page.goto('/account/benefits');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

for (const width of [1280, 375]) {
  test(`every account screen has no accessibility violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/auth/new-password/some-link-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
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

    await page.goto('/account/benefits');
    await expect(page.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
    await expect(page.getByText('WELCOME20')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: customer.name }).click();
    await expect(page.getByRole('link', { name: 'Benefits' }).last()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
