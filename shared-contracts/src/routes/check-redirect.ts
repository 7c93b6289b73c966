import { api } from 'shared-contracts/api/client';
import type { CheckRedirectAnswer, CheckRedirectRequest } from 'shared-contracts/types/calls';

/**
 * Spec §2: an address no screen knows (an old menu or category URL, a one-segment page that is not
 * there) asks the server where it went before it is a 404. Written once here, for every remote
 * whose screen can end on such an address (the catalog's menu and category pages, the static
 * page fallback), since a remote never imports another.
 */

/** POST public/check-redirect (spec §2, §7): where this old address lives now, or null for none. */
export async function checkRedirect(url: string, signal?: AbortSignal): Promise<string | null> {
  const json: CheckRedirectRequest = { url };
  const answer = await api().post('public/check-redirect', { json, signal }).json<CheckRedirectAnswer>();
  return answer.redirectUrl;
}

/**
 * A redirect is a full page load (the target may be outside this shop's routes) in place of the
 * old address, as a 302 would be: kept in the history, Back would only land on it and be sent on again.
 */
export function followRedirect(redirectUrl: string): void {
  window.location.replace(redirectUrl);
}
