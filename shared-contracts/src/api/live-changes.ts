import { apiAddress } from 'shared-contracts/api/client';

/** A refused stream is opened again this much later, twice as long after each refusal in a row. */
export const REOPEN_AFTER_MS = 5_000;
/** The API counts the streams opened by the minute: waiting longer would gain nothing. */
export const REOPEN_AT_MOST_MS = 60_000;
/** Until it is open again, the screen reads the state itself this often. */
export const READ_EVERY_MS = 15_000;

/**
 * Follows an API event stream (server-sent events) and calls `onChange` whenever the server says
 * something changed, and again after a lost connection comes back, since changes may have been
 * missed meanwhile. The screen then reads the state itself. Answers the function that stops it.
 *
 * A stream the API refuses (429: too many from one address, or opened this minute; an expired
 * ticket; a failing server) makes EventSource give up for good, and it shows neither the status
 * nor a Retry-After: the screen reads on an interval instead, and the stream is opened again later.
 * `path` may be asked for each time the stream opens (a ticket that is good for a minute): the
 * browser's own reconnect repeats the old address, which the server refuses once it has expired.
 * `onLive` hears whether the stream is open now, for a screen that says so while it is not.
 */
export function watchLiveChanges(path: string | (() => Promise<string>), onChange: () => void, onLive?: (live: boolean) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let stopped = false;
  let again = false;
  let wait = REOPEN_AFTER_MS;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let reading: ReturnType<typeof setInterval> | undefined;

  const refused = () => {
    if (stopped) return;
    again = true;
    reading ??= setInterval(onChange, READ_EVERY_MS);
    // Somewhere in the later half of the wait, so the screens behind one address do not all come back at once.
    reopen = setTimeout(() => void open(), wait * (1 - Math.random() / 2));
    wait = Math.min(wait * 2, REOPEN_AT_MOST_MS);
  };
  async function open() {
    let address: string;
    try {
      address = typeof path === 'string' ? path : await path();
    } catch {
      return refused();
    }
    if (stopped) return;
    const current = new EventSource(apiAddress(address));
    source = current;
    current.addEventListener('changed', onChange);
    current.addEventListener('open', () => {
      onLive?.(true);
      clearInterval(reading);
      reading = undefined;
      wait = REOPEN_AFTER_MS;
      if (again) onChange();
      again = true;
    });
    current.addEventListener('error', () => {
      onLive?.(false);
      if (current.readyState === EventSource.CLOSED) refused();
    });
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    clearInterval(reading);
    source?.close();
  };
}
