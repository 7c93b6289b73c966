/**
 * Whether an address is a path of this shop, judged once for every remote: the account's return
 * path after sign-in (an open redirect otherwise) and the catalog's banners (opened in place).
 */

const ORIGIN = 'http://shop.invalid';

/** A browser reads "//host" and "/\host" as another site, not as a path of this one. */
const OTHER_SITE = /^[/\\]{2}/;

/**
 * The path as a browser would open it when it is one of this shop's: "/account/benefits" yes;
 * "//evil.example", "/\evil.example", "https://evil.example" or "javascript:..." no (null). It is
 * judged as normalised too ("/.//evil.example" becomes "//evil.example"), and a backslash or
 * whitespace anywhere refuses it (a browser reads them as slashes or drops them).
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || OTHER_SITE.test(value) || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === ORIGIN && !OTHER_SITE.test(path) ? path : null;
  } catch {
    return null;
  }
}
