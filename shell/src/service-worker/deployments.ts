import { atom } from 'nanostores';
import { buildInfoAt, buildInfoUrl, shellBuildInfoUrl } from '../remotes/build-info';

/** True once the shell or any remote has been deployed again since this page loaded. */
export const $updateAvailable = atom(false);

const CHECK_EVERY_MS = 5 * 60 * 1000;
const firstSeen = new Map<string, string>();

/** Compares each app's version.json build hash with the one seen first; unreachable apps are skipped. */
export async function checkDeployments(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      try {
        const { build } = await buildInfoAt(url);
        const seen = firstSeen.get(url);
        if (seen === undefined) firstSeen.set(url, build);
        else if (seen !== build) $updateAvailable.set(true);
      } catch {
        // An app that cannot be reached says nothing about a new version.
      }
    }),
  );
}

/** Checks when the customer comes back to the tab, and every few minutes while it stays open. */
export function watchDeployments(entries: string[]): void {
  const urls = [shellBuildInfoUrl(), ...entries.map(buildInfoUrl)];
  void checkDeployments(urls);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkDeployments(urls);
  });
  window.setInterval(() => void checkDeployments(urls), CHECK_EVERY_MS);
}

/** Lets a waiting service worker take over, then loads the new version. */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  registration?.waiting?.postMessage({ type: 'skip-waiting' });
  window.location.reload();
}
