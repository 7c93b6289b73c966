/** How long a screen may take to show what a navigation waits for (a remote's screen after its data). */
export const SHOWN_WITHIN_MS = 10_000;

/**
 * Calls `then` with the element `find` returns, now or as soon as the page shows it: remote screens
 * render after their code and data arrive, well after the route changed. Gives up after `withinMs`;
 * the returned function gives up earlier (the customer went on elsewhere).
 */
export function whenShown<T extends Element>(find: () => T | null, then: (element: T) => void, withinMs = SHOWN_WITHIN_MS): () => void {
  const found = find();
  if (found) {
    then(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    then(element);
  });
  const timer = window.setTimeout(() => stop(), withinMs);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
