import { useCallback, useEffect, useRef, useState } from 'react';

/** The id of a participant's heading on the panel, focusable from script (tabIndex -1). */
export const participantHeadingId = (participantId: number) => `go-participant-${participantId}`;

/** The id of the panel's "Participants" heading, where focus goes when no card follows a removed one. */
export const PARTICIPANTS_HEADING_ID = 'go-participants-title';

/**
 * After a call changes the panel (pay for, remove, delete a line, confirm), the button that was
 * used is often gone and the focus would fall to the page: keyboard and screen-reader users would
 * start again from the top. Asked once the panel is read again, this focuses the element by id
 * after that render.
 */
export function usePanelFocus() {
  // A new object each time: the same target asked twice is focused again.
  const [asked, setAsked] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (!asked) return;
    const target = document.getElementById(asked.id);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [asked]);

  return useCallback((id: string) => setAsked({ id }), []);
}

/** Where focus goes when a participant leaves the list: the next card's heading, else the list's own, as reading goes on from there. */
export function headingAfterRemoving(participantIds: number[], removedId: number): string {
  const index = participantIds.indexOf(removedId);
  const next = index === -1 ? undefined : participantIds[index + 1];
  return next === undefined ? PARTICIPANTS_HEADING_ID : participantHeadingId(next);
}

/**
 * A reading of the panel can take away, by itself, the section that has the focus: the invite, once
 * the group order is in progress, with the focus on "Copy link". The focus would fall to the page's
 * body, and keyboard and screen-reader users start again from the top: it goes to `fallbackId`.
 * Checked after each render, after any focus a call asked for (usePanelFocus, called before it).
 */
export function useFocusKeptOnPage(fallbackId: string) {
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target as Element;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    const lost = lastFocused.current && !lastFocused.current.isConnected;
    if (!lost || (document.activeElement && document.activeElement !== document.body)) return;
    lastFocused.current = null;
    document.getElementById(fallbackId)?.focus();
  });
}
