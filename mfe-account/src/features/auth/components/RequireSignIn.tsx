import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $loggedIn } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';

/**
 * Spec §6: only a signed-in user may open the account section; others go to sign in. Whoever signs
 * out while on it (logout, a deleted account, a 401) navigates on their own, to the homepage or to
 * sign in: redirecting here as well would race that navigation and win, so this screen only empties.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const loggedIn = useStore($loggedIn);
  const [arrivedSignedIn] = useState(loggedIn);
  if (loggedIn) return <>{children}</>;
  return arrivedSignedIn ? null : <Navigate to={href('auth.login')} replace />;
}
