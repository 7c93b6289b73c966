/**
 * Callers sharing one request to the geocoder: the answer cache hands every caller asking the same
 * thing at once the same promise, so one caller leaving must not abort it for the others (two
 * customers typing the same street). The request is abandoned only when every caller waiting for it
 * has left; a caller without a signal never leaves.
 */
export function sharedRequests() {
  const open = new Map<string, { request: AbortController; callers: number }>();

  return {
    /** Starts the request for `key`; its signal aborts once every caller that joined has left. */
    start<T>(key: string, ask: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const request = new AbortController();
      open.set(key, { request, callers: 0 });
      const answer = ask(request.signal);
      const forget = () => {
        if (open.get(key)?.request === request) open.delete(key);
      };
      answer.then(forget, forget);
      return answer;
    },

    /** A caller waits for `key`'s request, if one is on its way (not for an answer already kept). */
    join(key: string, signal?: AbortSignal): void {
      const shared = open.get(key);
      if (!shared) return;
      shared.callers += 1;
      if (!signal) return;
      const leave = () => {
        shared.callers -= 1;
        if (shared.callers === 0) shared.request.abort(signal.reason);
      };
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
    },
  };
}
