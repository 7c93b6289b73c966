/**
 * The Content-Security-Policy of the shop's pages, from the market's config.json: scripts only
 * from the shell's own origin, the remotes' origins and the API/assets origin (first-party
 * trackers); never inline scripts or eval. Styles may be inline (React and Leaflet set style
 * attributes; a style cannot run code). A market adds sources for its payment providers or
 * external resources under "csp", e.g. { "csp": { "script-src": ["https://js.stripe.com"] } }.
 */
/** The origin of an absolute URL, else null. */
export const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy(config) {
  const remotes = Object.values(config.remotes ?? {}).map((remote) => originOf(remote.entry));
  const api = [originOf(config.apiUrl), originOf(config.assetsUrl)];
  const unique = (sources) => [...new Set(sources.filter(Boolean))];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...api],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...api],
    'connect-src': ["'self'", ...remotes, ...api],
    // Pictures from the assets host, and map tiles from whichever https tile server the brand uses.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    'font-src': ["'self'", 'data:', ...remotes],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [directive, sources] of Object.entries(config.csp ?? {})) {
    if (!Array.isArray(sources)) continue;
    const current = (directives[directive] ?? []).filter((source) => source !== "'none'");
    directives[directive] = [...current, ...sources.map(String)];
  }
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${unique(sources).join(' ')}`)
    .join('; ');
}
