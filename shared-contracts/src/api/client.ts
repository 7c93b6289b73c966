import ky from 'ky';
import type { KyInstance } from 'ky';
import { $language } from 'shared-contracts/stores/language';
import { $cart } from 'shared-contracts/stores/cart';
import { $user } from 'shared-contracts/stores/user';
import { DataProcessingError, errorCatalogueHooks } from 'shared-contracts/api/error-catalogue';
import { fetchReportingNoConnection } from 'shared-contracts/api/no-connection';
import { rememberQuietRequest } from 'shared-contracts/api/quiet-request';

/** Spec §9: the client version every request announces. */
export const CLIENT_VERSION = '6.0.2';

let instance: KyInstance | null = null;
let configuredApiUrl: string | null = null;

/** Spec §7: the headers every request carries. */
function addStorefrontHeaders(request: Request): void {
  const cart = $cart.get();
  const { token } = $user.get();
  request.headers.set('Accept', 'application/json');
  request.headers.set('X-Client-Version', CLIENT_VERSION);
  request.headers.set('Content-Language', $language.get());
  if (cart.store_id !== null) request.headers.set('X-Store-Id', String(cart.store_id));
  request.headers.set('X-Delivery-Type', cart.delivery_type);
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/** Called by the shell at boot with config.json's apiUrl; calls then use paths like 'public/menus'. */
export function configureApi({ apiUrl }: { apiUrl: string }): void {
  configuredApiUrl = apiUrl;
  instance = ky.create({
    prefixUrl: apiUrl,
    // The timeout is enforced by the fetch below, where it can be told apart from a caller's abort.
    timeout: false,
    fetch: fetchReportingNoConnection,
    retry: {
      // ky's default retry, for GET only: other calls change data and must not run twice.
      methods: ['get'],
      // ky's default status codes without 413, which ky itself never retries without Retry-After.
      statusCodes: [408, 429, 500, 502, 503, 504],
      shouldRetry: ({ error }) => (error instanceof DataProcessingError ? false : undefined),
    },
    hooks: {
      beforeRequest: [
        (request, options) => {
          addStorefrontHeaders(request);
          rememberQuietRequest(request, options);
        },
      ],
      afterResponse: errorCatalogueHooks.afterResponse,
      beforeError: errorCatalogueHooks.beforeError,
    },
  });
}

/** The one ky instance of the page. */
export function api(): KyInstance {
  if (!instance) throw new Error('configureApi({ apiUrl }) must be called before api() is used');
  return instance;
}

/** The full address of an API path, for what ky cannot make: an EventSource's server-sent events. */
export function apiAddress(path: string): string {
  if (configuredApiUrl === null) throw new Error('configureApi({ apiUrl }) must be called before apiAddress() is used');
  return `${configuredApiUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
