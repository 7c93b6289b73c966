import { federation } from './federation-instance';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import type { ShellConfig } from '../boot/shell-config';

let manifest: ShellConfig['remotes'] = {};

/** Remotes come from the market's manifest at run time, never from the shell's build (ARCHITECTURE §3.4). */
export function registerMarketRemotes(remotes: ShellConfig['remotes']): void {
  manifest = remotes;
  federation().registerRemotes(
    Object.entries(remotes).map(([name, remote]) => ({ name, entry: remote!.entry })),
  );
}

export function isRemoteAvailable(name: RemoteName): boolean {
  return Boolean(manifest[name]);
}

/** Forget a remote's failed entry so the next load fetches it again (retry after an outage). */
export function resetRemote(name: RemoteName): void {
  const remote = manifest[name];
  if (remote) federation().registerRemotes([{ name, entry: remote.entry }], { force: true });
}
