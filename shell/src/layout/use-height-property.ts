import { useLayoutEffect, type RefObject } from 'react';

/**
 * The sticky header's height as the CSS custom property --shell-header-height on the document,
 * for anything fixed under it (the notices on top, a remote's cart sheet on phones). The header
 * grows (a table badge, a wrapped line), so a fixed number would hide part of it.
 *
 * The height comes from the ResizeObserver's own measurement, which the browser delivers after its
 * layout and before the paint: reading it here would force a layout of the whole page in the middle
 * of the first render (issue #11 measured ~50 ms on a throttled phone). A property on the document
 * restyles every element, so it is written only when the height really changed.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
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
      root.style.setProperty('--shell-header-height', value);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
