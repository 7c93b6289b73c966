import { api } from 'shared-contracts/api/client';
import type { SignedInUser } from './signed-in-user';

/** Whether the shop has Google sign-in configured: the client id its button needs, or null. */
export async function googleClientId(): Promise<string | null> {
  const methods = await api().get('public/auth/sign-in-methods', { context: { quiet: true } }).json<{ google_client_id: string | null }>();
  return methods.google_client_id;
}

/** Trades the ID token Google's button gave for the shop's bearer token. */
export function signInWithGoogle(credential: string): Promise<SignedInUser> {
  return api().post('public/auth/google', { json: { credential } }).json<SignedInUser>();
}
