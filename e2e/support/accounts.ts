import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, SHOP_URL } from './urls';

/** The path of the "finish creating your account" link in an e-mail's text. */
export function registrationLinkPath(emailText: string): string {
  const path = /\/auth\/confirm-registration\/[\w-]+/.exec(emailText)?.[0];
  if (!path) throw new Error(`no registration link in: ${emailText}`);
  return path;
}

/** An account made as the shop makes it: registered, then confirmed with the link from the dev outbox. */
export async function registerThroughApi(
  request: APIRequestContext,
  customer: { name: string; email: string; phone: string },
  password = 'correct horse battery',
): Promise<{ id: number; token: string }> {
  const registered = await request.post(`${API_URL}/public/auth/register`, { data: { ...customer, password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const [message] = (await (await request.get(`${API_URL}/dev/outbox`, { params: { recipient: customer.email.toLowerCase(), limit: 1 } })).json()) as { body: string }[];
  const id = registrationLinkPath(message?.body ?? '').split('/').pop()!;
  const confirmed = await request.post(`${API_URL}/public/auth/confirm-registration`, { data: { id } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()) as { id: number; token: string };
}

/** A fresh customer, signed in as the shop keeps it: made through the API, then in the `user` cookie. */
export async function signInAsNewCustomer(page: Page, prefix = 'customer'): Promise<{ email: string; token: string }> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${prefix}.${id}@example.com`;
  const { id: userId, token } = await registerThroughApi(page.request, { name: 'Ana Pop', email, phone: `+4078${id.slice(-7)}` });
  const user = { id: userId, token, name: 'Ana Pop', delivery_addresses: [] };
  await page.context().addCookies([{ name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: SHOP_URL }]);
  return { email, token };
}
