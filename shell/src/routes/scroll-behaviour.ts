import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router-dom';

/**
 * Spec §2 routing behaviour: the scroll position is restored on going back; a hash target is
 * scrolled to when it exists (ids starting with a digit included, which CSS selectors cannot
 * name); otherwise the page goes to the top only when the route is flagged.
 */
const positions = new Map<string, number>();
const RESTORE_TRIES = 60;

export function useScrollBehaviour(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const flagged = matches.some((match) => (match.handle as { scrollToTop?: boolean } | undefined)?.scrollToTop);

  // Scroll events arrive a frame late; saving under a key switched in the layout effect keeps the
  // new page's first scroll (to the top, or clamped by shorter content) off the old entry.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === 'POP' && positions.has(location.key)) {
      restore(positions.get(location.key)!);
      return;
    }
    const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (hash && scrollToHash(hash)) return;
    if (flagged) window.scrollTo(0, 0);
  }, [location.key]);
}

function scrollToHash(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/** Remote screens render their content after their data arrives, so wait until the page is tall enough. */
function restore(y: number, tries = 0): void {
  const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
  if (reachable || tries >= RESTORE_TRIES) {
    window.scrollTo(0, y);
    return;
  }
  requestAnimationFrame(() => restore(y, tries + 1));
}
