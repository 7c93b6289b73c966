import { api } from 'shared-contracts/api/client';
import type { SignedInUser } from './signed-in-user';

export interface Registration {
  name: string;
  email: string;
  phone: string;
  password: string;
  referral_code?: string;
}

/**
 * Asks for the e-mail whose link finishes the registration. The answer is the same whether or not
 * the address already has an account, so nobody learns whose it is.
 */
export async function register(body: Registration): Promise<void> {
  await api().post('public/auth/register', { json: body });
}

/** The e-mailed link's id makes the account and signs in. */
export function confirmRegistration(id: string): Promise<SignedInUser> {
  return api().post('public/auth/confirm-registration', { json: { id } }).json<SignedInUser>();
}
