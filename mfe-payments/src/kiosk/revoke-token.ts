import { api } from 'shared-contracts/api/client';

/**
 * POST public/auth/logout with the given token: the API revokes it, so a token recovered from the
 * kiosk (its storage, devtools, a log) no longer opens the account. The token is passed in because
 * the customer is signed out here already, and the client adds the store's token, now none. Quiet
 * and never rejects: a failure shows nothing and does not send the next customer to sign in (a 401
 * would); the token then expires on its own.
 */
export async function revokeToken(token: string): Promise<void> {
  try {
    await api().post('public/auth/logout', { headers: { Authorization: `Bearer ${token}` }, context: { quiet: true } });
  } catch {
    // Best effort: the kiosk is reset whatever the API answers.
  }
}
