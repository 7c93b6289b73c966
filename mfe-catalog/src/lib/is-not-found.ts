/**
 * Whether a failed call was answered 404. Read from the error's response rather than with
 * `instanceof HTTPError`: ky lives in the shared-contracts singleton, not in this remote's bundle.
 */
export function isNotFound(error: unknown): boolean {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response && response.status === 404;
}

