import { api } from 'shared-contracts/api/client';
import { logOut } from 'shared-contracts/stores/user';

/**
 * Revokes the token on the server, then forgets the user here (spec §4) whatever the answer:
 * a person who asks to log out is logged out.
 */
export async function logout(): Promise<void> {
  try {
    await api().post('public/auth/logout', { context: { quiet: true } });
  } catch {
    // Signing out locally is what matters; the token expires on its own.
  }
  logOut();
}
