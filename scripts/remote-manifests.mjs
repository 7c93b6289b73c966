/**
 * The remotes' mf-manifest.json files as the shell's server reads them to name a first screen's files
 * in its page (scripts/first-screen-hint.mjs). Remotes deploy on their own: a manifest is read again,
 * revalidated by its ETag, once it is older than `freshMs`, so a page names another remote's new files
 * within seconds of its deployment. A page never waits for a manifest longer than `waitMs`: a remote
 * that is slow or down costs the page its hint, never its answer.
 */

/**
 * One read of a manifest: `{ manifest, etag }`, `{ notModified: true }`, or a thrown error.
 * @param {string} url
 * @param {string} [etag]
 * @returns {Promise<{ manifest?: unknown, etag?: string, notModified?: boolean }>}
 */
export async function readManifest(url, etag) {
  const response = await fetch(url, { headers: etag ? { 'If-None-Match': etag } : {}, signal: AbortSignal.timeout(5000) });
  if (response.status === 304) return { notModified: true };
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { manifest: await response.json(), etag: response.headers.get('etag') ?? undefined };
}

/**
 * A function answering a manifest URL's manifest (null while it cannot be read).
 * @param {{ read?: typeof readManifest, freshMs?: number, waitMs?: number, now?: () => number }} [options]
 */
export function remoteManifests({ read = readManifest, freshMs = 5000, waitMs = 250, now = Date.now } = {}) {
  /** @type {Map<string, { manifest: unknown, etag?: string, readAt: number, reading: Promise<void> | null }>} */
  const known = new Map();

  function readAgain(url, entry) {
    entry.reading ??= read(url, entry.etag)
      .then(
        (answer) => {
          if (answer.notModified) return;
          entry.manifest = answer.manifest;
          entry.etag = answer.etag;
        },
        () => {
          // Unreachable or broken: no files are named from it until a read succeeds.
          entry.manifest = null;
          entry.etag = undefined;
        },
      )
      .finally(() => {
        entry.readAt = now();
        entry.reading = null;
      });
    return entry.reading;
  }

  return async function manifestOf(url) {
    let entry = known.get(url);
    if (!entry) known.set(url, (entry = { manifest: null, readAt: -Infinity, reading: null }));
    if (now() - entry.readAt < freshMs) return entry.manifest;
    const current = entry;
    // The read goes on after the wait: its answer serves the next page.
    await Promise.race([readAgain(url, current), new Promise((resolve) => setTimeout(resolve, waitMs).unref?.())]);
    return current.manifest;
  };
}
