import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { decodedOrAsIs } from './decoded-or-as-is';
import { whenShown } from './when-shown';

/**
 * Spec §2 routing behaviour: the scroll position is restored on going back; a hash target is
 * scrolled to when it exists (ids starting with a digit included, which CSS selectors cannot
 * name), as soon as its screen shows it; otherwise the page goes to the top only when the route
 * is flagged.
 */
/** How long Back waits for a page to grow tall enough for its kept position: its data on a slow network. */
const RESTORE_WITHIN_MS = 5_000;

/**
 * Positions by history entry. Kept in the tab's session storage too: the browser's own restoration
 * is off (it would restore before a remote's screen has its height), so after a reload a Back
 * would otherwise land at the top.
 */
const SAVED_POSITIONS = 'scroll-positions';
const positions = new Map<string, number>(readSavedPositions());

function readSavedPositions(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SAVED_POSITIONS) ?? '[]');
    return Array.isArray(saved) ? saved.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[1] === 'number') : [];
  } catch {
    return [];
  }
}

function savePositions(): void {
  try {
    // The newest hundred entries: enough for any Back, small enough for the storage.
    sessionStorage.setItem(SAVED_POSITIONS, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Storage full or refused (private mode): positions are kept for this page's life only.
  }
}

/**
 * The key a position is kept under. A document opened without history state (a typed or followed
 * address) has React Router's key "default", and so had the one before it in this tab: keyed by
 * that alone, opening /cart/checkout after the homepage restored the homepage's position there.
 */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/** Whether this document was opened as a new page (an address, a link), not reloaded or gone back to. */
function openedAsNewPage(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

let firstScreen = true;

export function useScrollBehaviour(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const flagged = matches.some((match) => (match.handle as { scrollToTop?: boolean } | undefined)?.scrollToTop);

  // Scroll events arrive a frame late; saving under a key switched in the layout effect keeps the
  // new page's first scroll (to the top, or clamped by shorter content) off the old entry.
  const currentKey = useRef(entryKey(location));

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.delete(currentKey.current);
      positions.set(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    const key = entryKey(location);
    currentKey.current = key;
    // The first screen of a page opened anew is a POP too, but nothing is to be restored there.
    const newPage = firstScreen && openedAsNewPage();
    firstScreen = false;
    if (navigationType === 'POP' && !newPage && positions.has(key)) {
      let stopped = false;
      restore(positions.get(key)!, performance.now() + RESTORE_WITHIN_MS, () => stopped);
      return untilOwnMove(() => {
        stopped = true;
      });
    }
    const hash = decodedOrAsIs(location.hash.replace(/^#/, ''));
    if (hash && document.getElementById(hash)) {
      document.getElementById(hash)!.scrollIntoView();
      return undefined;
    }
    if (flagged) window.scrollTo(0, 0);
    if (!hash) return undefined;
    // A section of a screen still loading (/events#events-past on arrival) is scrolled to once shown.
    return untilOwnMove(whenShown(() => document.getElementById(hash), (target) => target.scrollIntoView()));
  }, [location.key]);
}

/** A wait to scroll stops once the customer has started to scroll or type: the page is theirs. */
function untilOwnMove(stop: () => void): () => void {
  const ownMoves = ['wheel', 'touchstart', 'keydown'] as const;
  ownMoves.forEach((event) => window.addEventListener(event, stop, { passive: true }));
  return () => {
    stop();
    ownMoves.forEach((event) => window.removeEventListener(event, stop));
  };
}

/**
 * Remote screens render their content after their data arrives, so wait until the page is tall
 * enough, checked each frame (a stylesheet or a picture grows it as much as new markup does). One
 * that never gets there is no longer the page the position was kept for (Back from the payment
 * screen to a checkout that now only says the order waits for payment): its top is shown, not the
 * nearest height, which left that screen's heading under the sticky header.
 */
function restore(y: number, until: number, stopped: () => boolean): void {
  if (stopped()) return;
  const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
  if (reachable || performance.now() >= until) {
    window.scrollTo(0, reachable ? y : 0);
    return;
  }
  requestAnimationFrame(() => restore(y, until, stopped));
}
