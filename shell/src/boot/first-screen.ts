import { $requestsInFlight } from 'shared-contracts/api/no-connection';
import { loadExposed } from '../remotes/load-exposed';
import { isRemoteAvailable } from '../remotes/register-remotes';
import type { RouteEntry } from '../routes/route-table';
import { firstScreenEntryUrl, remoteScreenAt as remoteScreenIn } from './first-screen-at';
import type { ShellConfig } from './shell-config';

/** The remote screen an address opens among the registered remotes, as the router will match it. */
export function remoteScreenAt(pathname: string): RouteEntry | undefined {
  return remoteScreenIn(pathname, isRemoteAvailable);
}

/**
 * Starts fetching the first screen's remote module beside the website settings instead of after
 * them; the route's loader then finds the load under way (loadExposed keeps it). A failure here is
 * the loader's to show: it tries again.
 */
export function startLoadingFirstScreen(pathname = window.location.pathname): void {
  const entry = remoteScreenAt(pathname);
  if (entry) loadExposed(entry.remote, entry.module).catch(() => undefined);
}

/**
 * Before the remotes are registered (boot's first half), the browser is told to fetch the first
 * screen's remote entry: registering it later then finds the file on its way or in. A preload, not
 * a script: the federation runtime runs the entry itself, once. The shell's server usually named
 * the entry in the page already (scripts/first-screen-hint.mjs), earlier; this covers a host that
 * serves index.html as a plain file. A second preload of the same URL downloads nothing more.
 */
export function preloadFirstScreenEntry(remotes: ShellConfig['remotes'], pathname = window.location.pathname): void {
  const url = firstScreenEntryUrl(remotes, pathname);
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.append(link);
}

let showFirstScreen: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  showFirstScreen = resolve;
});

/** The router has what the first screen needs (its module and data) and renders it; or boot failed. */
export function firstScreenReady(): void {
  showFirstScreen();
}

/** How long a secondary part waits for the browser to be idle before it loads anyway. */
const IDLE_WAIT_MS = 1500;

/** How long it waits for the first screen's requests to be answered before it loads anyway. */
const DATA_WAIT_MS = 3000;

/** How long it waits for the answered data to be painted before it loads anyway. */
const PAINT_WAIT_MS = 1000;

/**
 * Resolves once no API request is waiting for its answer, or after DATA_WAIT_MS: the first
 * screen's data (asked for by its prefetch step, before it rendered) are in by then. Says whether
 * there was anything to wait for.
 */
function whenRequestsAnswered(): Promise<boolean> {
  const waited = $requestsInFlight.get() > 0;
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      stop();
      resolve(waited);
    };
    const timer = setTimeout(finish, DATA_WAIT_MS);
    const stop = $requestsInFlight.listen((count) => count === 0 && finish());
    if (!waited) finish();
  });
}

/**
 * Resolves at the browser's next largest-contentful-paint entry, which the answered data make (the
 * products, the product's picture), or after PAINT_WAIT_MS when what they show is not larger than
 * what was painted before. At once where the browser does not report those entries.
 */
function whenContentPainted(): Promise<void> {
  return new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) return resolve();
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    // Not buffered: only an entry for a paint after now counts.
    const observer = new PerformanceObserver(finish);
    const timer = setTimeout(finish, PAINT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint' });
  });
}

let firstScreenSettled: Promise<void> | undefined;

/**
 * Resolves once the first screen is rendering (firstScreenReady), its data requests are answered
 * and painted, and the browser then has an idle moment: the header's widgets and the deployment
 * checks load after the content the customer came for, not in competition with it for a phone's
 * network and main thread (issue #11: LCP, TBT). The router has the screen as soon as its module is
 * in, while its products are still on their way: waiting for that alone let the widgets' files
 * travel beside the products on a slow phone.
 */
export function afterFirstScreen(): Promise<void> {
  // Worked out once for every caller (both widgets, the deployment checks): the first screen settles once.
  firstScreenSettled ??= firstScreenShown
    .then(whenRequestsAnswered)
    .then((waited) => (waited ? whenContentPainted() : undefined))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
          else setTimeout(resolve, 0);
        }),
    );
  return firstScreenSettled;
}

/**
 * A link the customer is about to follow (pointer over it, keyboard focus on it) has its screen's
 * remote module fetched meanwhile: the moments before the click load it instead of the moments
 * after. Only the shop's own addresses; a failed fetch is the route loader's to retry and show.
 */
export function preloadScreensOnIntent(root: Document = document): void {
  const intent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    const entry = remoteScreenAt(anchor.pathname);
    if (entry) loadExposed(entry.remote, entry.module, { quiet: true }).catch(() => undefined);
  };
  root.addEventListener('pointerover', intent, { passive: true });
  root.addEventListener('focusin', intent);
}
