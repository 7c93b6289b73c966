import { apiAddress } from 'shared-contracts/api/client';

/**
 * Follows an API event stream (server-sent events) and calls `onChange` whenever the server says
 * something changed, and again after a lost connection comes back, since changes may have been
 * missed meanwhile. The screen then reads the state itself. Answers the function that stops it.
 */
export function watchLiveChanges(path: string, onChange: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(apiAddress(path));
  let opened = false;
  source.addEventListener('changed', onChange);
  source.addEventListener('open', () => {
    if (opened) onChange();
    opened = true;
  });
  return () => source.close();
}
