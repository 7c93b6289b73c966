import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $loggedIn } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';

/** Spec §6: only a signed-in user may open the account section; others go to sign in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const loggedIn = useStore($loggedIn);
  return loggedIn ? <>{children}</> : <Navigate to={href('auth.login')} replace />;
}
