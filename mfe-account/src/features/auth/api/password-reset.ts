import { api } from 'shared-contracts/api/client';
import type { SignedInUser } from './signed-in-user';

/** Asks for the e-mail with the link; answers the same whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await api().post('public/auth/forgot-password', { json: { email } });
}

/** Sets the new password from the link's id; signs in. */
export function setNewPassword(id: string, password: string): Promise<SignedInUser> {
  return api().post('public/auth/new-password', { json: { id, password } }).json<SignedInUser>();
}

/**
 * Whether the e-mailed link can still set a password; a link already used or expired is said so
 * before anything is typed. Quiet: when the answer does not come, the form is offered as before
 * and setting the password gives the answer.
 */
export async function resetLinkUsable(id: string, signal: AbortSignal): Promise<boolean> {
  const answer = await api().get(`public/auth/new-password/${encodeURIComponent(id)}`, { signal, context: { quiet: true } }).json<{ usable: boolean }>();
  return answer.usable;
}
