import { useEffect, useRef, type ReactNode } from 'react';
import { Notice, type NoticeTone } from 'shared-contracts/ui/Notice';

/**
 * A notice that takes the place of what the customer was using (the form they sent, the button
 * they pressed). It is brought into view and focused as it appears, as the shell does for a new
 * screen's heading: otherwise focus falls to <body>, and a phone scrolled down to the button shows
 * only the footer. Render it only as the answer to the customer's action, never on a page's arrival,
 * inside a NoticeRegion that is always in the page (which says it: it has no role of its own).
 */
export function FocusedNotice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Centred, so the sticky header does not cover it; jsdom has no scrolling.
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone={tone} live={false}>
        {children}
      </Notice>
    </div>
  );
}
