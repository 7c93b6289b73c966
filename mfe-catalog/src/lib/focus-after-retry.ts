/**
 * WCAG 2.4.3: "Try again" goes while the screen loads again, and the focus with it, to the page's
 * body, where a keyboard or screen reader user starts again from the top. It goes instead to what
 * takes the failure's place in `area`: "Try again" if it failed again, else the `heading` that loads.
 * The failure is gone at the first change, so what is found then is new. Not if the customer put the
 * focus somewhere meanwhile.
 */
export function focusAfterRetry(area: Element, heading: string): void {
  const observer = new MutationObserver(() => {
    const target = area.querySelector<HTMLElement>(`.catalog-load-error button,${heading}`);
    if (!target) return;
    observer.disconnect();
    if (document.activeElement !== document.body) return;
    // Written out, a heading's -1 lets it take the focus (as the shell's new-screen h1); a button keeps its 0.
    target.tabIndex = target.tabIndex;
    target.focus();
  });
  observer.observe(area, { childList: true, subtree: true });
}
