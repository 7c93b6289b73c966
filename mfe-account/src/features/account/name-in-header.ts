import { $user } from 'shared-contracts/stores/user';

/**
 * The header's user menu shows the name the `user` cookie kept at sign-in. Whenever the account
 * tells its name (loaded, saved, or saved first by another tab or device), that name is the one
 * to show, and the cookie keeps it for the next visit.
 */
export function showNameInHeader(name: string): void {
  const user = $user.get();
  if (user.token && user.name !== name) $user.set({ ...user, name });
}
