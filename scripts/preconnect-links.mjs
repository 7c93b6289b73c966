/**
 * The `Link` header of the shop's pages: the connections to the API and assets origins, which every
 * screen uses, open while the shell's JavaScript downloads instead of after it has run and read
 * config.json (issue #11: a new origin costs the first screen a round trip or two on a phone). Read
 * from the same config.json as the page, so a market's origins need no rebuild. Remote origins are
 * left out: which one a page needs depends on its route, and an unused preconnect only costs.
 *
 * A browser keeps separate connections for requests with and without credentials: the API is
 * called with fetch in CORS mode without cookies (`crossorigin`), pictures are plain <img> loads.
 */
import { originOf } from './content-security-policy.mjs';

/** The header value, or '' when the config names no absolute API or assets URL. */
export function preconnectLinks(config) {
  const api = originOf(config.apiUrl);
  const assets = originOf(config.assetsUrl);
  return [...(api ? [`<${api}>; rel=preconnect; crossorigin`] : []), ...(assets ? [`<${assets}>; rel=preconnect`] : [])].join(', ');
}
