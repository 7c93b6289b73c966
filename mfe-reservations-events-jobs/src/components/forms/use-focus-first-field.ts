import { useEffect, type RefObject } from 'react';

/**
 * A form brought back on purpose ("Book more places") takes the focus on its first field, where
 * the customer starts again; the confirmation it replaces is gone, and focus would fall to <body>.
 */
export function useFocusFirstField(formRef: RefObject<HTMLFormElement | null>, focus: boolean): void {
  useEffect(() => {
    if (!focus) return;
    const first = formRef.current?.querySelector<HTMLElement>('input, select, textarea');
    // Centred, so the sticky header does not cover it; jsdom has no scrolling.
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
    // Once, as the form appears.
  }, []);
}
