import { api } from 'shared-contracts/api/client';
import type { DeliveryAddress } from 'shared-contracts/types/user';

export interface AccountDetails {
  id: number;
  name: string;
  email: string;
  phone: string;
  phone_validated: boolean;
  referral_code: string;
  delivery_addresses: DeliveryAddress[];
}

export function getAccount(): Promise<AccountDetails> {
  return api().get('public/account').json();
}

export function updateProfile(profile: { name: string; email: string; phone: string }): Promise<AccountDetails> {
  return api().put('public/account', { json: profile }).json();
}

export async function changePassword(body: { old_password: string; new_password: string }): Promise<void> {
  await api().post('public/account/password', { json: body });
}

export async function deleteAccount(password: string): Promise<void> {
  await api().delete('public/account', { json: { password } });
}
