import type { RemoteName } from 'shared-contracts/remotes/contracts';

/**
 * config.json, served beside the shell. One file per market: pointing a market at another build
 * of a remote (e.g. its own payments) is an edit here, no rebuild (ARCHITECTURE §2).
 */
export interface ShellConfig {
  /** The market this config serves (shown on /test); a deployment has one config per market. */
  market: string;
  apiUrl: string;
  /** The market's assets host (a CDN); without it, the API's own (settings.assets_url). */
  assetsUrl?: string;
  /** The market's remotes manifest: which remotes exist and where their entries are. */
  remotes: Partial<Record<RemoteName, { entry: string }>>;
}

export async function readShellConfig(): Promise<ShellConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<ShellConfig>;
  if (typeof config.apiUrl !== 'string' || typeof config.remotes !== 'object' || !config.remotes) {
    throw new Error('config.json needs apiUrl and remotes');
  }
  current = { market: 'default', ...config } as ShellConfig;
  return current;
}

let current: ShellConfig | null = null;

/** The config the shop booted with (null before boot). */
export function shellConfig(): ShellConfig | null {
  return current;
}
