import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $loggedIn, signedOutInOtherTab } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';
import { withNext } from '../return-path';

/**
 * Spec §6: only a signed-in user may open the account section; others go to sign in. Whoever signs
 * out while on it (logout, a deleted account, a 401) navigates on their own, to the homepage or to
 * sign in: redirecting here as well would race that navigation and win, so this screen only empties.
 * Signing out in another tab navigates nothing here, so that one goes to sign in.
 * Sign-in is told where they were going, and brings them back there.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const loggedIn = useStore($loggedIn);
  const [arrivedSignedIn] = useState(loggedIn);
  const { pathname, search, hash } = useLocation();
  if (loggedIn) return <>{children}</>;
  return arrivedSignedIn && !signedOutInOtherTab() ? null : <Navigate to={withNext(href('auth.login'), `${pathname}${search}${hash}`)} replace />;
}
