import { apiAddress } from 'shared-contracts/api/client';

/** After a stream was refused for good (an expired ticket), it is opened again this much later. */
export const REOPEN_AFTER_MS = 5_000;

/**
 * Follows an API event stream (server-sent events) and calls `onChange` whenever the server says
 * something changed, and again after a lost connection comes back, since changes may have been
 * missed meanwhile. The screen then reads the state itself. Answers the function that stops it.
 *
 * `path` may be asked for each time the stream opens (a ticket that is good for a minute): the
 * browser's own reconnect repeats the old address, which the server refuses once the ticket has
 * expired, and EventSource then gives up; the stream is opened again with a new address.
 */
export function watchLiveChanges(path: string | (() => Promise<string>), onChange: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let stopped = false;
  let opened = false;
  let reopen: ReturnType<typeof setTimeout> | undefined;

  const later = () => {
    if (!stopped) reopen = setTimeout(() => void open(), REOPEN_AFTER_MS);
  };
  async function open() {
    let address: string;
    try {
      address = typeof path === 'string' ? path : await path();
    } catch {
      return later();
    }
    if (stopped) return;
    const current = new EventSource(apiAddress(address));
    source = current;
    current.addEventListener('changed', onChange);
    current.addEventListener('open', () => {
      if (opened) onChange();
      opened = true;
    });
    if (typeof path !== 'string') current.addEventListener('error', () => current.readyState === EventSource.CLOSED && later());
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}
