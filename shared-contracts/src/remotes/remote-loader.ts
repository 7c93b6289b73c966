import type { ComponentType } from 'react';
import type { ExposedModule, ExposedProps, RemoteName } from 'shared-contracts/remotes/contracts';

/** Loads one exposed module of one remote; the shell provides it from its federation runtime. */
export type RemoteLoader = (remote: RemoteName, module: string) => Promise<{ default: ComponentType<never> }>;

let loader: RemoteLoader | null = null;

/**
 * The shell hands its loader over at boot, so a remote can mount another team's widget (the
 * checkout's payment method picker) without importing the shell or that remote's source
 * (ARCHITECTURE §3.1b). The market's manifest still decides which build answers.
 */
export function provideRemoteLoader(load: RemoteLoader): void {
  loader = load;
}

export function loadRemoteModule<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): Promise<ComponentType<ExposedProps<R, M>>> {
  if (!loader) return Promise.reject(new Error(`No remote loader: ${remote}/${module} cannot be mounted here.`));
  return loader(remote, module).then((exposed) => exposed.default as unknown as ComponentType<ExposedProps<R, M>>);
}
