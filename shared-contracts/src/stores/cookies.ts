/** Spec §9: cookies last 365 days, on path /, same-site strict, secure. */
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The decoded value of a cookie, or null when it is not set. */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split('; ')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function attributes(maxAge: number): string {
  // Browsers drop a Secure cookie set from a plain-http page (the development localhost), so
  // Secure is added only where it can stick: on https.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

function encoded(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}`;
}

/**
 * The bytes of a cookie that browsers hold to their 4096-byte limit (its name and value, as
 * written): over it, the cookie is refused and the old one kept. Encoding swells text: a quote
 * takes 3 bytes, a letter like ş 6.
 */
export function cookieSize(name: string, value: string): number {
  return encoded(name, value).length;
}

export function writeCookie(name: string, value: string): void {
  document.cookie = `${encoded(name, value)}${attributes(ONE_YEAR_IN_SECONDS)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=${attributes(0)}`;
}
