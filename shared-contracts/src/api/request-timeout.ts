/**
 * How long the browser waits for the API before it tells the customer there is no connection
 * (spec §8 "no response"; ky's own default). The API keeps its calls to providers inside it.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
