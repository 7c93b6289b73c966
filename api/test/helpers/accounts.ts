import type { App } from '../../src/app-instance';

export interface Registered {
  id: number;
  token: string;
  email: string;
  phone: string;
  password: string;
}

let counter = 0;

/** Registers a fresh account through the API and answers its token and credentials. */
export async function registerUser(app: App, overrides: Partial<{ name: string; email: string; phone: string; password: string; referral_code: string }> = {}): Promise<Registered> {
  counter += 1;
  const body = {
    name: 'Ana Pop',
    email: `ana${counter}@example.com`,
    phone: `+4071234${String(counter).padStart(4, '0')}`,
    password: 'correct horse battery',
    ...overrides,
  };
  // Each from its own address, so a file registering many accounts stays clear of the rate limit.
  const remoteAddress = `10.8.${Math.floor(counter / 250)}.${counter % 250}`;
  const response = await app.inject({ method: 'POST', url: '/public/auth/register', payload: body, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/public/auth/confirm-registration',
    payload: { id: await emailedLinkId(app, body.email, 'confirm-registration') },
    remoteAddress,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm-registration failed: ${confirmed.body}`);
  const { id, token } = confirmed.json() as { id: number; token: string };
  return { id, token, email: body.email, phone: body.phone, password: body.password };
}

/** The id in the newest /auth/{screen}/{id} link e-mailed to an address. */
export async function emailedLinkId(app: App, email: string, screen: 'confirm-registration' | 'confirm-email'): Promise<string> {
  const link = new RegExp(`/auth/${screen}/([\\w-]+)`).exec(await lastMessageTo(app, email.trim().toLowerCase()));
  if (!link) throw new Error(`no ${screen} link to ${email}`);
  return link[1]!;
}

let validations = 0;

/**
 * Validates the account's phone with the code its registration texted (spec §5), as the customer
 * does; `recipient` is the number the SMS went to, when the account wrote it another way.
 */
export async function validatePhone(app: App, user: Pick<Registered, 'token' | 'phone'>, recipient = user.phone): Promise<void> {
  validations += 1;
  const code = /\b(\d{4})\b/.exec(await lastMessageTo(app, recipient))?.[1];
  const response = await app.inject({
    method: 'POST',
    url: '/public/auth/validate-phone-number',
    headers: bearer(user.token),
    payload: { code },
    // Each from its own address, clear of the rate limit.
    remoteAddress: `10.12.${Math.floor(validations / 250)}.${validations % 250}`,
  });
  if (response.statusCode !== 200) throw new Error(`phone validation failed: ${response.body}`);
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** PUT public/account as the account form sends it: with the profile_version it was loaded with (read now). */
export async function putProfile(app: App, token: string, profile: Record<string, unknown>, options: { remoteAddress?: string } = {}) {
  const loaded = await app.inject({ method: 'GET', url: '/public/account', headers: bearer(token) });
  const { profile_version } = loaded.json() as { profile_version: number };
  return app.inject({ method: 'PUT', url: '/public/account', headers: bearer(token), payload: { ...profile, profile_version }, ...options });
}

/** The newest outbox message for a recipient (what the e-mail or SMS said). */
export async function lastMessageTo(app: App, recipient: string): Promise<string> {
  const [message] = await app.repositories.outbox.list({ recipient, limit: 1 });
  if (!message) throw new Error(`no message to ${recipient}`);
  return message.body;
}
