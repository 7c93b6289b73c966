import { TimeoutError } from 'ky';
import { atom } from 'nanostores';
import type { Input } from 'ky';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { isShown, notify } from 'shared-contracts/stores/notifications';
import { isQuietRequest } from 'shared-contracts/api/quiet-request';
import { REQUEST_TIMEOUT_MS } from 'shared-contracts/api/request-timeout';

let shownNotice: number | null = null;

/**
 * How many API requests are waiting for their answer. The shell holds what the customer did not
 * come for (the header's widgets, the deployment checks) until the first screen's requests are
 * answered, so they do not compete with its data on a slow phone (issue #11).
 */
export const $requestsInFlight = atom(0);

/**
 * Spec §8 "no response". One notice for one lost connection: notify() would replace a repeat with a
 * fresh copy, which a screen reader says again, on every automatic retry; the notice shown is left
 * as it is instead. Texts that fail to load say it here too (i18n/namespace).
 */
export function reportNoConnection(): void {
  if (shownNotice !== null && isShown(shownNotice)) return;
  shownNotice = notify({ message: () => commonText('errors.no_connection'), kind: 'error' });
}

/**
 * The fetch ky uses. Spec §8 "no response" covers both a failed network and a server that never
 * answers, so the timeout lives here (ky's own timeout aborts with no way to tell it apart from a
 * caller's abort, which must stay silent).
 */
export async function fetchReportingNoConnection(target: Input, init?: RequestInit): Promise<Response> {
  // ky always hands over a Request; a URL is accepted only to match the fetch signature.
  const input = target instanceof Request ? target : new Request(target, init);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  $requestsInFlight.set($requestsInFlight.get() + 1);
  try {
    return await globalThis.fetch(input, { ...init, signal: AbortSignal.any([input.signal, timeout]) });
  } catch (error) {
    const callerAborted = input.signal.aborted;
    if (!callerAborted && !isQuietRequest(input)) reportNoConnection();
    throw timeout.aborted && !callerAborted ? new TimeoutError(input) : error;
  } finally {
    $requestsInFlight.set($requestsInFlight.get() - 1);
  }
}
