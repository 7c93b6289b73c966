import { useEffect, useRef } from 'react';

/** Marks the control that takes focus when the line before it is removed. */
export const FOCUS_AFTER_REMOVAL = { 'data-focus-after-removal': true } as const;

/**
 * Removing a line takes the focused button out of the page, and focus would fall to <body>.
 * It goes instead to the line that took the removed one's place (or the new last line): its
 * remove button, else the list itself (a group order's locked line has no controls), or to the
 * empty message once no line is left.
 */
export function useFocusAfterRemoval(lineCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = removedAt.current;
    removedAt.current = null;
    if (index === null) return;
    if (lineCount === 0) {
      emptyRef.current?.focus();
      return;
    }
    const line = listRef.current?.children[Math.min(index, lineCount - 1)];
    (line?.querySelector<HTMLElement>('[data-focus-after-removal]') ?? listRef.current)?.focus();
  }, [lineCount]);

  /** Call just before removing the line at `index`. */
  const willRemove = (index: number) => {
    removedAt.current = index;
  };
  return { listRef, emptyRef, willRemove };
}
