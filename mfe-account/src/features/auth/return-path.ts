import { useSearchParams } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';

/** The query that carries where the customer was going through sign-in and phone validation. */
export const NEXT_QUERY = 'next';

const ORIGIN = 'http://shop.invalid';

/** The sign-in screens themselves are never a destination: coming back to them would loop. */
const SIGN_IN_SCREENS = [href('auth.login'), href('auth.register'), href('auth.validate-phone-number')];

/** A browser reads "//host" and "/\host" as another site, not as a path of this one. */
const OTHER_SITE = /^[/\\]{2}/;

/**
 * A destination only when it is a path of this shop: "/account/benefits" yes; "//evil.example",
 * "/\evil.example", "https://evil.example" or "javascript:..." no (an open redirect otherwise).
 * The path is judged as normalised too: "/.//evil.example" normalises to "//evil.example".
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || OTHER_SITE.test(value) || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== ORIGIN || OTHER_SITE.test(path) || SIGN_IN_SCREENS.includes(url.pathname)) return null;
    return path;
  } catch {
    return null;
  }
}

/** `path` with the destination carried along (unchanged when there is none). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [NEXT_QUERY]: next })}` : path;
}

/** Where this screen should send the customer when done: the `next` it was given, if safe. */
export function useReturnPath(): string | null {
  return sameSitePath(useSearchParams()[0].get(NEXT_QUERY));
}
