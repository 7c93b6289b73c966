export interface ManifestRead {
  manifest?: unknown;
  etag?: string;
  notModified?: boolean;
}
export function readManifest(url: string, etag?: string): Promise<ManifestRead>;
export function remoteManifests(options?: {
  read?: (url: string, etag?: string) => Promise<ManifestRead>;
  freshMs?: number;
  waitMs?: number;
  now?: () => number;
}): (url: string) => Promise<unknown>;
