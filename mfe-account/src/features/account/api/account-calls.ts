import { api } from 'shared-contracts/api/client';
import type { AccountDetails, ProfileChanged } from 'shared-contracts/types/account';

export type { AccountDetails, ProfileChanged };

export function getAccount(): Promise<AccountDetails> {
  return api().get('public/account').json();
}

/**
 * The profile as the form sends it: its fields and the profile_version it was loaded with, and the
 * current password when the e-mail address is a new one (the API asks for it then).
 */
export type ProfileUpdate = Pick<AccountDetails, 'name' | 'email' | 'phone' | 'profile_version'> & { password?: string };

/**
 * PUT public/account: the details saved, or, when another tab or window changed them since the form
 * was loaded, the API's 409 (nothing saved; the details as saved now). That 409 is the form's to
 * say, not the error catalogue's, so it comes back as an answer; any other failure still throws.
 */
export async function updateProfile(profile: ProfileUpdate): Promise<{ saved: AccountDetails } | { changed: ProfileChanged }> {
  const response = await api().put('public/account', { json: profile, throwHttpErrors: (status) => status !== 409 });
  return response.status === 409 ? { changed: await response.json<ProfileChanged>() } : { saved: await response.json<AccountDetails>() };
}

/** DELETE public/account/email-change: the new address waiting for its link is withdrawn; answers the account. */
export function withdrawEmailChange(): Promise<AccountDetails> {
  return api().delete('public/account/email-change').json();
}

export async function changePassword(body: { old_password: string; new_password: string }): Promise<void> {
  await api().post('public/account/password', { json: body });
}

/**
 * Confirmed by the password, or, for an account without one (made with Google), the link e-mailed to
 * its address (requestDeletionLink).
 */
export async function deleteAccount(confirmation: { password: string } | { link: string }): Promise<void> {
  await api().delete('public/account', { json: confirmation });
}

/** POST public/account/deletion-link: e-mails an account without a password the link that confirms its deletion. */
export async function requestDeletionLink(): Promise<void> {
  await api().post('public/account/deletion-link');
}

/** The link sent to a new e-mail address makes it the account's; answers that address. */
export function confirmEmail(id: string): Promise<{ email: string }> {
  return api().post('public/auth/confirm-email', { json: { id } }).json();
}
