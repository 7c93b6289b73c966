import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { loadExposed } from './load-exposed';
import { isRemoteAvailable } from './register-remotes';

/** Lets remotes mount each other's widgets (RemoteSlot) through the shell's runtime and manifest. */
export function shareRemoteLoader(): void {
  provideRemoteLoader(async (remote, module) => {
    if (!isRemoteAvailable(remote)) throw new Error(`The market has no "${remote}" remote.`);
    return loadExposed(remote, module) as never;
  });
}
