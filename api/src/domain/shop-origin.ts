import type { App } from '../app-instance';

/**
 * The shop a link in an answer or an e-mail leads back to: the one the request came from when it is
 * one of the shop's own origins (the CORS list, SHOP_URL), never one a request merely claims: an
 * Origin header is anyone's to write outside a browser, and a link in the shop's own e-mail must
 * not lead elsewhere.
 */
export function shopOrigin(app: App, requestOrigin: string | undefined): string {
  return requestOrigin && app.isShopOrigin(requestOrigin) ? requestOrigin : app.shopUrl;
}
