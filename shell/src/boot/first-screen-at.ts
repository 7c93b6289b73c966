// From react-router itself, not the shared react-router-dom: matching needs no react-dom, and boot
// matches the first screen before the shell evaluates react-dom (src/index.ts). The shell's server
// build (build/first-screen-server-config.mjs) runs this same module in Node.
import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, type RouteEntry } from '../routes/route-table';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import type { ShellConfig } from './shell-config';

/** The shell's own screens (routes/router.tsx): they rank above the one-segment static page. */
const SHELL_SCREENS = ['/test', '/500', '/404'];

/**
 * The remote screen an address opens, as the router will match it; none for the shell's own screens.
 * `available`: whether the market has a remote (the router registers no row of a missing one).
 */
export function remoteScreenAt(pathname: string, available: (remote: RemoteName) => boolean): RouteEntry | undefined {
  const routes = [
    ...ROUTE_TABLE.filter((entry) => available(entry.remote)).map((entry) => ({ path: entry.path, entry })),
    ...SHELL_SCREENS.map((path) => ({ path, entry: undefined })),
  ];
  return matchRoutes(routes, pathname)?.at(-1)?.route.entry;
}

/** What the first screen at an address needs: its remote's entry file (from the market's manifest) and the module it exposes. */
export function firstScreenModule(remotes: ShellConfig['remotes'], pathname: string): { entry: string; module: string } | undefined {
  const screen = remoteScreenAt(pathname, (remote) => Boolean(remotes[remote]?.entry));
  const entry = screen && remotes[screen.remote]?.entry;
  return entry ? { entry, module: screen.module } : undefined;
}

/** The remote entry file the first screen at an address needs, from the market's manifest. */
export function firstScreenEntryUrl(remotes: ShellConfig['remotes'], pathname: string): string | undefined {
  return firstScreenModule(remotes, pathname)?.entry;
}
