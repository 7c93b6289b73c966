import { REQUEST_TIMEOUT_MS } from 'shared-contracts/api/request-timeout';

/**
 * How long one call to a payment provider may take. The customer's browser gives up on the API
 * after REQUEST_TIMEOUT_MS and says "no connection"; a payment request may call its provider twice
 * (PayPal's token then the order, a saved card's update then confirm), so each call gets half of
 * what is left after the API's own work, and a provider that hangs is answered with the API's
 * "try again" while the customer is still waiting for it. Retrying is the customer's (idempotent)
 * next click, not the SDK's.
 */
export const PROVIDER_CALL_TIMEOUT_MS = Math.floor((REQUEST_TIMEOUT_MS - 2_000) / 2);
