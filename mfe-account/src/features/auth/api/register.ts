import { api } from 'shared-contracts/api/client';
import type { SignedInUser } from './signed-in-user';

export interface Registration {
  name: string;
  email: string;
  phone: string;
  password: string;
  referral_code?: string;
}

export function register(body: Registration): Promise<SignedInUser> {
  return api().post('public/auth/register', { json: body }).json<SignedInUser>();
}
