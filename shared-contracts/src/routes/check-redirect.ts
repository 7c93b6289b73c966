import { useCallback, useEffect, useState } from 'react';
import { api } from 'shared-contracts/api/client';
import type { CheckRedirectAnswer, CheckRedirectRequest } from 'shared-contracts/types/calls';

/**
 * Spec §2: an address no screen knows (an old menu or category URL, a one-segment page that is not
 * there) asks the server where it went before it is a 404. Written once here, for every remote
 * whose screen can end on such an address (the catalog's menu and category pages, the static
 * page fallback), since a remote never imports another. Each renders its own waiting, failure and 404.
 */

export interface CheckRedirectOptions {
  signal?: AbortSignal;
  /**
   * The caller says a failure itself (a remote whose calls are quiet: its LoadError names a lost
   * connection), so the API client says nothing: the customer hears it once, not twice.
   */
  quiet?: boolean;
}

/** POST public/check-redirect (spec §2, §7): where this old address lives now, or null for none. */
export async function checkRedirect(url: string, { signal, quiet = false }: CheckRedirectOptions = {}): Promise<string | null> {
  const json: CheckRedirectRequest = { url };
  const answer = await api()
    .post('public/check-redirect', { json, signal, ...(quiet ? { context: { quiet: true } } : {}) })
    .json<CheckRedirectAnswer>();
  return answer.redirectUrl;
}

/**
 * A redirect is a full page load (the target may be outside this shop's routes) in place of the
 * old address, as a 302 would be: kept in the history, Back would only land on it and be sent on again.
 */
export function followRedirect(redirectUrl: string): void {
  window.location.replace(redirectUrl);
}

/** Where the ask stands: 'checking' also while the page is left for a redirect. */
export type RedirectCheck = { status: 'checking' } | { status: 'not_found' } | { status: 'error'; error: unknown };

/**
 * Asks check-redirect about `pathname` (again when it changes, or on `retry`) and follows a redirect;
 * only the newest ask counts, an older one still in flight is aborted.
 */
export function useRedirectCheck(pathname: string, quiet = false): { check: RedirectCheck; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<RedirectCheck>({ status: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    checkRedirect(pathname, { signal: controller.signal, quiet }).then(
      (redirectUrl) => {
        if (controller.signal.aborted) return;
        if (redirectUrl) followRedirect(redirectUrl);
        else setCheck({ status: 'not_found' });
      },
      (error: unknown) => !controller.signal.aborted && setCheck({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [pathname, quiet, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { check, retry };
}
