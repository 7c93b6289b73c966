/** What an app's version.json says (shared-contracts/src/federation/build-info-plugin.mjs). */
export interface BuildInfo {
  name: string;
  version: string;
  build: string;
  /** Each shared singleton package and the version the app was built with; absent in older builds. */
  shared?: Record<string, string>;
  /** A hash of the shared-contracts sources the app was built from; absent in older builds. */
  contracts?: string;
}

/** The shell's own version.json, served beside its page. */
export function shellBuildInfoUrl(): string {
  return new URL('/version.json', window.location.href).href;
}

/** version.json sits beside each remote's entry. */
export function buildInfoUrl(entry: string): string {
  return new URL('version.json', entry).href;
}

/** Always asked of the server: it is how a new deployment is noticed. */
export async function buildInfoAt(url: string): Promise<BuildInfo> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  return (await response.json()) as BuildInfo;
}
