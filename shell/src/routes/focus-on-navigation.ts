import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { whenShown } from './when-shown';

/**
 * WCAG 2.4.3: after a move to another screen, the keyboard and a screen reader start at its main
 * heading, not on the link that was followed (a footer link stays focused at the page's end) nor on
 * the page's body (the link left with the old screen). Focus still on a control in the main content
 * (a category tab, a filter that changes the address) stays where the customer put it.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      // The first screen of a visit: the browser starts at the top of the page, as it should.
      arrived.current = true;
      return undefined;
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body && document.getElementById('main')?.contains(focused)) return undefined;
    return whenShown(
      () => document.querySelector<HTMLElement>('#main h1'),
      (heading) => {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      },
    );
  }, [pathname]);
}
