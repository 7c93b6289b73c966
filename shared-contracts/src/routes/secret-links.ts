import { NAMED_ROUTES, type RouteName } from './named-routes';

/**
 * The query of the link e-mailed to confirm deleting an account without a password (made with
 * Google): /account?delete={id}, written by the API's POST public/account/deletion-link and read by
 * the account's page (mfe-account deletion-link.ts).
 */
export const DELETION_LINK_QUERY = 'delete';

/**
 * The e-mailed links whose address is itself the key, so no third party may read it: whoever holds
 * one sets the account's password (auth.new-password: until used or its 60 minutes run out), is
 * signed in to the account it makes (auth.confirm-registration), makes an address the account's
 * (auth.confirm-email), or deletes an account made with Google from its own session (the
 * account's page with ?delete=, mfe-account deletion-link.ts). While the page shows one, the shell
 * loads no optional script (shell/src/consent/load-trackers.ts): a typical analytics script reports
 * the full page address to its own host. A remote that adds such a link adds it here.
 */
export const SECRET_LINKS: readonly { route: RouteName; query?: string }[] = [
  { route: 'auth.new-password' },
  { route: 'auth.confirm-registration' },
  { route: 'auth.confirm-email' },
  { route: 'account.details', query: DELETION_LINK_QUERY },
];

/** A route's pattern as react-router matches it: any case, `:param` one segment, trailing slashes allowed. */
function patternOf(route: RouteName): RegExp {
  const segments = NAMED_ROUTES[route].split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/*$`, 'i');
}

/** Each segment decoded, as the router reads it ("/auth/new%2Dpassword/…" is the same screen). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * Whether an address (path and query) is one of the secret links, or carries one in a query
 * parameter: a signed-out customer's deletion link waits in the sign-in page's `next`.
 */
export function isSecretLink(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address, 'http://shop.invalid');
  } catch {
    return false;
  }
  const paths = [url.pathname, decodedPath(url.pathname)];
  const shown = SECRET_LINKS.some(({ route, query }) => paths.some((path) => patternOf(route).test(path)) && (!query || url.searchParams.has(query)));
  return shown || [...url.searchParams.values()].some((value) => value.startsWith('/') && isSecretLink(value));
}
