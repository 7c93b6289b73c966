/** Thrown instead of queueing a request that would wait too long: the customer is told at once. */
export class GeocoderBusyError extends Error {
  constructor(waitMs: number) {
    super(`Geocoder busy: the request would wait ${waitMs} ms for its turn`);
  }
}

/**
 * Requests to the geocoder one at a time, each at least `minIntervalMs` after the one before,
 * for all customers together (Nominatim bans an address that asks faster). One whose turn would
 * come later than `maxWaitMs` is refused at once rather than queued, and one whose turn a slow
 * answer pushed well past that is refused when it comes. No interval: requests go as they come.
 */
export function requestSpacing(minIntervalMs: number, maxWaitMs: number): <T>(send: () => Promise<T>) => Promise<T> {
  /** When the last request queued is expected to go out. */
  let lastTurn = -Infinity;
  /** When the last request actually went out. */
  let lastSent = -Infinity;
  /** The request before: the next waits for its answer. */
  let previous: Promise<unknown> = Promise.resolve();

  return <T>(send: () => Promise<T>): Promise<T> => {
    if (minIntervalMs <= 0) return send();
    const queuedAt = Date.now();
    const turn = Math.max(queuedAt, lastTurn + minIntervalMs);
    if (turn - queuedAt > maxWaitMs) return Promise.reject(new GeocoderBusyError(turn - queuedAt));
    lastTurn = turn;
    const sent = previous.then(async () => {
      await pause(Math.max(turn, lastSent + minIntervalMs) - Date.now());
      // A slow answer before it pushed its turn more than a turn past the longest wait.
      if (Date.now() - queuedAt > maxWaitMs + minIntervalMs) throw new GeocoderBusyError(Date.now() - queuedAt);
      lastSent = Date.now();
      lastTurn = Math.max(lastTurn, lastSent);
      return send();
    });
    previous = sent.catch(() => undefined);
    return sent;
  };
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
