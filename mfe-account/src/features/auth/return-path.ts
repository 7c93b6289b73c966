import { useSearchParams } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { sameSitePath } from 'shared-contracts/routes/same-site-path';

/** The query that carries where the customer was going through sign-in and phone validation. */
export const NEXT_QUERY = 'next';

/** The sign-in screens themselves are never a destination: coming back to them would loop. */
const SIGN_IN_SCREENS = [href('auth.login'), href('auth.register'), href('auth.validate-phone-number')];

/**
 * A destination only when it is a path of this shop (sameSitePath: an open redirect otherwise),
 * as normalised, and not a sign-in screen.
 */
export function returnPath(value: unknown): string | null {
  const path = sameSitePath(value);
  return path !== null && !SIGN_IN_SCREENS.includes(path.split(/[?#]/)[0]!) ? path : null;
}

/** `path` with the destination carried along (unchanged when there is none). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [NEXT_QUERY]: next })}` : path;
}

/** Where this screen should send the customer when done: the `next` it was given, if safe. */
export function useReturnPath(): string | null {
  return returnPath(useSearchParams()[0].get(NEXT_QUERY));
}
