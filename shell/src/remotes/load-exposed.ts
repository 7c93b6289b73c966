import { federation } from './federation-instance';
import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import { resetRemote } from './register-remotes';
import { trackRemoteLoad } from './remote-loading';

/** What the shell needs from an exposed screen: its component and an optional prefetch step. */
export interface ExposedScreen<P> {
  default: ComponentType<P>;
  /** Runs before the route resolves (spec §2); may ask for a redirect, which is a full page load. */
  prefetch?: (params: Record<string, string | undefined>) => Promise<{ redirect?: string } | void>;
}

const loaded = new Map<string, Promise<ExposedScreen<unknown>>>();

/**
 * The entry ran but one of the module's own files failed: the name webpack and rspack give a failed
 * script or stylesheet chunk.
 */
const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === 'ChunkLoadError';

/**
 * One load of the module, tried again at once when its own files failed. Chromium hands a failed
 * `<link rel="preload">` (scripts/first-screen-hint.mjs names a first screen's files in the page) to
 * the next request for that address instead of asking the network: after an outage the first
 * attempt meets those stale failures, the second reaches the server. Taking the links out of the
 * page does not drop them from that cache, so the retry is the shell's, in every browser the same.
 */
function loadModule(remote: RemoteName, id: string): Promise<ExposedScreen<unknown>> {
  const load = () =>
    federation().loadRemote<ExposedScreen<unknown>>(id).then((exposed) => {
      if (!exposed?.default) throw new Error(`${id} could not be loaded`);
      return exposed;
    });
  return load().catch((error: unknown) => {
    if (!isChunkLoadError(error)) throw error;
    resetRemote(remote);
    return load();
  });
}

/** `quiet`: ahead of the customer's click, so the loading bar stays still (the router shows it on the click). */
export function loadExposed<P>(remote: RemoteName, module: string, { quiet = false } = {}): Promise<ExposedScreen<P>> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let pending = loaded.get(id);
  if (!pending) {
    pending = trackRemoteLoad(remote, loadModule(remote, id), { showBar: !quiet });
    pending.catch(() => {
      // A failed load is not cached: the next attempt must reach the server again.
      loaded.delete(id);
      resetRemote(remote);
    });
    loaded.set(id, pending);
  }
  return pending as Promise<ExposedScreen<P>>;
}
