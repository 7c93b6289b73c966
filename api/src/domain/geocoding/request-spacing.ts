/** Thrown instead of queueing a request that would wait too long: the customer is told at once. */
export class GeocoderBusyError extends Error {
  constructor(waitMs: number) {
    super(`Geocoder busy: the request would wait ${waitMs} ms for its turn`);
  }
}

interface Waiting {
  send: () => Promise<unknown>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
  queuedAt: number;
  leave?: () => void;
}

/**
 * Requests to the geocoder one at a time, each at least `minIntervalMs` after the one before,
 * for all customers together (Nominatim bans an address that asks faster). One whose turn would
 * come later than `maxWaitMs` is refused at once rather than queued, and one whose turn a slow
 * answer pushed well past that is refused when it comes. No interval: requests go as they come.
 *
 * A request whose `signal` aborts while it waits (the customer typed on, and the browser threw
 * that search away) leaves the queue and is never sent: the ones behind it move up, and only
 * requests someone still waits for count toward the wait. Once sent it is let finish: the turn is
 * spent, and its answer is kept by the cache.
 */
export function requestSpacing(
  minIntervalMs: number,
  maxWaitMs: number,
): <T>(send: () => Promise<T>, signal?: AbortSignal) => Promise<T> {
  const queue: Waiting[] = [];
  /** When the last request went out. */
  let lastSent = -Infinity;
  /** A request is out: the next waits for its answer. */
  let sending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function pump(): void {
    if (sending || timer !== undefined) return;
    const first = queue[0];
    if (!first) return;
    const wait = lastSent + minIntervalMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        pump();
      }, wait);
      return;
    }
    queue.shift();
    first.leave?.();
    const waited = Date.now() - first.queuedAt;
    // A slow answer before it pushed its turn more than a turn past the longest wait.
    if (waited > maxWaitMs + minIntervalMs) {
      first.reject(new GeocoderBusyError(waited));
      pump();
      return;
    }
    lastSent = Date.now();
    sending = true;
    Promise.resolve()
      .then(first.send)
      .then(first.resolve, first.reject)
      .finally(() => {
        sending = false;
        pump();
      });
  }

  return <T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (minIntervalMs <= 0) return send();
    if (signal?.aborted) return Promise.reject(signal.reason);
    const now = Date.now();
    // The first in the queue goes an interval after the last sent, each one behind it an interval later.
    const wait = Math.max(0, lastSent + minIntervalMs - now) + queue.length * minIntervalMs;
    if (wait > maxWaitMs) return Promise.reject(new GeocoderBusyError(wait));
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { send, resolve: resolve as (answer: unknown) => void, reject, queuedAt: now };
      if (signal) {
        const abandon = () => {
          queue.splice(queue.indexOf(waiting), 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', abandon, { once: true });
        waiting.leave = () => signal.removeEventListener('abort', abandon);
      }
      queue.push(waiting);
      pump();
    });
  };
}
