import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $loggedIn } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';
import { useReturnPath } from './return-path';

/**
 * Sign-in and registration are for signed-out customers: one who arrives signed in (a bookmark, the
 * back button) is sent on to where they were going, else to the account, instead of an empty form.
 * Only arriving counts: who signs in on the screen is sent on by useAfterSignIn (perhaps to validate
 * the phone first), and this must not race it.
 */
export function useSignedInDestination(): string | null {
  const loggedIn = useStore($loggedIn);
  const next = useReturnPath();
  // Fixed on arrival: once on its way the destination no longer carries `next`, and must not change.
  const [arrivedSignedIn] = useState(() => (loggedIn ? (next ?? href('account.details')) : null));
  return loggedIn ? arrivedSignedIn : null;
}
