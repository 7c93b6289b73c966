import { atom, map } from 'nanostores';
import type { RemoteName } from 'shared-contracts/remotes/contracts';

/** How many remote modules are loading right now; the loading bar shows while any is. */
export const $remotesLoading = atom(0);

export type RemoteLoadState = 'loading' | 'loaded' | 'failed';

/** The last load outcome of each remote, for the /test diagnostics screen. */
export const $remoteStates = map<Partial<Record<RemoteName, RemoteLoadState>>>({});

/** `showBar: false` for loads the customer did not ask for yet (a link's screen fetched on hover). */
export function trackRemoteLoad<T>(remote: RemoteName, promise: Promise<T>, { showBar = true } = {}): Promise<T> {
  if (showBar) $remotesLoading.set($remotesLoading.get() + 1);
  $remoteStates.setKey(remote, 'loading');
  const done = (state: RemoteLoadState) => () => {
    if (showBar) $remotesLoading.set(Math.max(0, $remotesLoading.get() - 1));
    $remoteStates.setKey(remote, state);
  };
  promise.then(done('loaded'), done('failed'));
  return promise;
}
