import { HTTPError, TimeoutError } from 'ky';

/**
 * Spec §8 start-up: a boot error is logged and mounting stops; one that carries a redirect URL
 * sends the browser there (a full page load). A 404 sends the customer to the homepage (spec §8,
 * "a 404 response from any call"): a store address that does not exist (/s/nowhere) otherwise
 * left only the server-error screen, whose reload asked for the same store again.
 */
export async function redirectOfBootError(error: unknown, pathname = window.location.pathname): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  const target = await redirectUrlOf(error.response);
  if (target) return target;
  // At the homepage itself the same answer would send it to itself again, for ever.
  return error.response.status === 404 && pathname !== '/' ? '/' : null;
}

async function redirectUrlOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { redirect_url?: unknown; redirectUrl?: unknown };
    const target = body.redirect_url ?? body.redirectUrl;
    return typeof target === 'string' && target ? target : null;
  } catch {
    return null;
  }
}

/**
 * What fetch rejects with when no answer came at all (Chromium, Firefox, Safari): fetch gives no
 * other sign, and a TypeError of the shop's own code must not read as a lost connection.
 */
const FAILED_FETCH = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

/**
 * Spec §8 "no response": the start-up failed because nothing answered (a network failure or a
 * timeout), not because a server answered with an error, so the customer is told to check their
 * connection.
 */
export function answeredNothing(error: unknown): boolean {
  return error instanceof TimeoutError || (error instanceof TypeError && FAILED_FETCH.test(error.message));
}
