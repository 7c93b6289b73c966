import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { whenShown } from './when-shown';

/** How long Back waits for the link a screen was left by before its heading takes the focus instead. */
const LINK_WAIT_MS = 3000;

/** The link each screen was left by (its href), per history entry: Back lands on it again. */
const leftBy = new Map<string, string>();

/**
 * WCAG 2.4.3: after a move to another screen, the keyboard and a screen reader start at its main
 * heading, not on the link that was followed (a footer link stays focused at the page's end) nor on
 * the page's body (the link left with the old screen). Focus still on a control in the main content
 * (a category tab, a filter that changes the address) stays where the customer put it. Back (or
 * Forward) to a screen left by one of its links puts the focus on that link again, where the
 * restored scroll shows it, instead of on the heading at the top: the keyboard keeps its place.
 * A link no longer there (the list changed) gives way to the heading after LINK_WAIT_MS; a screen
 * showing an error or a retry instead has neither, and there the main content itself takes the focus.
 */
export function useFocusOnNavigation(): void {
  const { pathname, key } = useLocation();
  const back = useNavigationType() === 'POP';
  const arrived = useRef(false);
  const here = useRef(key);
  here.current = key;
  useEffect(() => {
    const followed = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('#main a[href]');
      if (link) leftBy.set(here.current, link.getAttribute('href')!);
    };
    document.addEventListener('click', followed, true);
    return () => document.removeEventListener('click', followed, true);
  }, []);
  useEffect(() => {
    if (!arrived.current) {
      // The first screen of a visit: the browser starts at the top of the page, as it should.
      arrived.current = true;
      return undefined;
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body && document.getElementById('main')?.contains(focused)) return undefined;
    const link = back && leftBy.get(key);
    const shown = (selector: string) => document.querySelector<HTMLElement>(`#main ${selector}`);
    // A screen showing an error or a retry has neither link nor list: the main content itself.
    // (An empty alert region is mounted in advance by forms, to be read once it speaks.)
    const failed = () => (shown('[role=alert]:not(:empty)') ? document.getElementById('main') : null);
    const focus = (target: HTMLElement) => {
      window.clearTimeout(timer);
      // A heading is not focusable of itself: made so, out of the Tab order.
      if (target.tabIndex < 0) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    const heading = () => shown('h1') ?? failed();
    let stopHeading = () => undefined as void;
    // Back: the link, which may come a moment after the heading (the list is read again); only once
    // LINK_WAIT_MS have passed without it (the list changed) does the heading take the focus.
    const timer = link ? window.setTimeout(() => (stopHeading = whenShown(heading, focus)), LINK_WAIT_MS) : 0;
    const stopLink = link ? whenShown(() => shown(`a[href="${CSS.escape(link)}"]`) ?? failed(), focus, LINK_WAIT_MS) : whenShown(heading, focus);
    return () => {
      window.clearTimeout(timer);
      stopLink();
      stopHeading();
    };
  }, [pathname]);
}
