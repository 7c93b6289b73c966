import { HTTPError } from 'ky';

/**
 * Spec §8 start-up: a boot error is logged and mounting stops; one that carries a redirect URL
 * sends the browser there (a full page load).
 */
export async function redirectOfBootError(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body = (await error.response.clone().json()) as { redirect_url?: unknown; redirectUrl?: unknown };
    const target = body.redirect_url ?? body.redirectUrl;
    return typeof target === 'string' && target ? target : null;
  } catch {
    return null;
  }
}
