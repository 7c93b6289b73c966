import './page.css';

/** Shown until texts and data are in; announced as busy, not as text that then jumps. */
export function Loading() {
  return <div className="go-page" aria-busy="true" />;
}
