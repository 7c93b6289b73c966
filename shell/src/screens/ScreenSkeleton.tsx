/** Holds the page's space while a remote screen loads, so nothing jumps when it arrives. */
export function ScreenSkeleton() {
  return <div className="screen-skeleton" aria-busy="true" />;
}
