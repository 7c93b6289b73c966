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
  const response = await app.inject({ method: 'POST', url: '/public/auth/register', payload: body });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const { id, token } = response.json() as { id: number; token: string };
  return { id, token, email: body.email, phone: body.phone, password: body.password };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The newest outbox message for a recipient (what the e-mail or SMS said). */
export async function lastMessageTo(app: App, recipient: string): Promise<string> {
  const [message] = await app.repositories.outbox.list({ recipient, limit: 1 });
  if (!message) throw new Error(`no message to ${recipient}`);
  return message.body;
}
