import { atom } from 'nanostores';

/** How many remote modules are loading right now; the loading bar shows while any is. */
export const $remotesLoading = atom(0);

export function trackRemoteLoad<T>(promise: Promise<T>): Promise<T> {
  $remotesLoading.set($remotesLoading.get() + 1);
  const done = () => $remotesLoading.set(Math.max(0, $remotesLoading.get() - 1));
  promise.then(done, done);
  return promise;
}
