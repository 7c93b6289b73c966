import { api } from 'shared-contracts/api/client';
import { $user, logOut } from 'shared-contracts/stores/user';

/**
 * Forgets the user here first (spec §4), then asks the server to revoke the token: a person who
 * asks to log out is logged out at once, even when the server is slow or down and the tab is
 * closed before it answers. The store is empty by then, so the token goes in its own header.
 */
export function logout(): void {
  const { token } = $user.get();
  logOut();
  if (!token) return;
  api()
    .post('public/auth/logout', { headers: { Authorization: `Bearer ${token}` }, context: { quiet: true } })
    .catch(() => {
      // Signed out here already; the token expires on its own.
    });
}
