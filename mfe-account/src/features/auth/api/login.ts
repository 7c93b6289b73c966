import { api } from 'shared-contracts/api/client';
import type { SignedInUser } from './signed-in-user';

export function login(body: { email: string; password: string }): Promise<SignedInUser> {
  return api().post('public/auth/login', { json: body }).json<SignedInUser>();
}
