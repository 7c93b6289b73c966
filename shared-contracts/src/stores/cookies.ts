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

export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(ONE_YEAR_IN_SECONDS)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=${attributes(0)}`;
}
