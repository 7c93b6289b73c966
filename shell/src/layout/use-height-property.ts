import { useLayoutEffect, type RefObject } from 'react';

/**
 * An element's height as a CSS custom property on the document, while the element is shown:
 * - --shell-header-height, the sticky header's, for anything fixed under it (the notices on top, a
 *   remote's cart sheet on phones) and for the page's scroll padding. The header grows (a table
 *   badge, a wrapped line), so a fixed number would hide part of it.
 * - --shell-notices-height, the notices' on top, for the page's scroll padding: a warning under the
 *   header must not hide the control the keyboard moves to.
 * - --shell-consent-height, the cookie notice's at the bottom, so the page's scroll padding keeps a
 *   field the keyboard moves to from going behind it (WCAG 2.4.11).
 *
 * The height comes from the ResizeObserver's own measurement, which the browser delivers after its
 * layout and before the paint: reading it here would force a layout of the whole page in the middle
 * of the first render (issue #11 measured ~50 ms on a throttled phone). A property on the document
 * restyles every element, so it is written only when the height really changed.
 */
export function useHeightProperty(target: RefObject<HTMLElement | null>, property: `--${string}`): void {
  useLayoutEffect(() => {
    const element = target.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    let written = '';
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
      const value = `${Math.round(height)}px`;
      if (value === written) return;
      written = value;
      root.style.setProperty(property, value);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [target, property]);
}
