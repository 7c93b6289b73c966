import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { whenShown } from './when-shown';

/** The link each screen was left by (its href), per history entry: Back lands on it again. */
const leftBy = new Map<string, string>();

/**
 * WCAG 2.4.3: after a move to another screen, the keyboard and a screen reader start at its main
 * heading, not on the link that was followed (a footer link stays focused at the page's end) nor on
 * the page's body (the link left with the old screen). Focus still on a control in the main content
 * (a category tab, a filter that changes the address) stays where the customer put it. Back (or
 * Forward) to a screen left by one of its links puts the focus on that link again, where the
 * restored scroll shows it, instead of on the heading at the top: the keyboard keeps its place.
 * A link no longer there (the list changed) gives way to the heading; a screen showing an error
 * or a retry instead has none, and there the main content itself takes the focus.
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
    return whenShown(
      () =>
        (link ? shown(`a[href="${CSS.escape(link)}"]`) : null) ??
        shown('h1') ??
        (shown('[role=alert]') && document.getElementById('main')),
      (target) => {
        // A heading is not focusable of itself: made so, out of the Tab order.
        if (target.tabIndex < 0) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      },
    );
  }, [pathname]);
}
