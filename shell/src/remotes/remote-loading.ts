import { atom, map } from 'nanostores';
import type { RemoteName } from 'shared-contracts/remotes/contracts';

/** How many remote modules are loading right now; the loading bar shows while any is. */
export const $remotesLoading = atom(0);

export type RemoteLoadState = 'loading' | 'loaded' | 'failed';

/** The last load outcome of each remote, for the /test diagnostics screen. */
export const $remoteStates = map<Partial<Record<RemoteName, RemoteLoadState>>>({});

export function trackRemoteLoad<T>(remote: RemoteName, promise: Promise<T>): Promise<T> {
  $remotesLoading.set($remotesLoading.get() + 1);
  $remoteStates.setKey(remote, 'loading');
  const done = (state: RemoteLoadState) => () => {
    $remotesLoading.set(Math.max(0, $remotesLoading.get() - 1));
    $remoteStates.setKey(remote, state);
  };
  promise.then(done('loaded'), done('failed'));
  return promise;
}
