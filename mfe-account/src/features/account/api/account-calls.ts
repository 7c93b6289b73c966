import { api } from 'shared-contracts/api/client';
import type { AccountDetails } from 'shared-contracts/types/account';

export type { AccountDetails };

export function getAccount(): Promise<AccountDetails> {
  return api().get('public/account').json();
}

export function updateProfile(profile: { name: string; email: string; phone: string }): Promise<AccountDetails> {
  return api().put('public/account', { json: profile }).json();
}

export async function changePassword(body: { old_password?: string; new_password: string }): Promise<void> {
  await api().post('public/account/password', { json: body });
}

export async function deleteAccount(password: string): Promise<void> {
  await api().delete('public/account', { json: { password } });
}

/** The link sent to a new e-mail address makes it the account's; answers that address. */
export function confirmEmail(id: string): Promise<{ email: string }> {
  return api().post('public/auth/confirm-email', { json: { id } }).json();
}
