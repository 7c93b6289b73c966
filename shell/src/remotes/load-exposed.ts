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

/** `quiet`: ahead of the customer's click, so the loading bar stays still (the router shows it on the click). */
export function loadExposed<P>(remote: RemoteName, module: string, { quiet = false } = {}): Promise<ExposedScreen<P>> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let pending = loaded.get(id);
  if (!pending) {
    pending = trackRemoteLoad(
      remote,
      federation().loadRemote<ExposedScreen<unknown>>(id).then((exposed) => {
        if (!exposed?.default) throw new Error(`${id} could not be loaded`);
        return exposed;
      }),
      { showBar: !quiet },
    );
    pending.catch(() => {
      // A failed load is not cached: the next attempt must reach the server again.
      loaded.delete(id);
      resetRemote(remote);
    });
    loaded.set(id, pending);
  }
  return pending as Promise<ExposedScreen<P>>;
}
