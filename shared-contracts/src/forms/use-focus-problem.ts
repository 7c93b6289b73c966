import { useEffect, useRef, useState } from 'react';

/** What takes focus when no field is marked: a refusal shown on top of the form (`data-form-refusal`, `tabIndex={-1}`). */
export const REFUSAL_SELECTOR = '[data-form-refusal]';

/**
 * After a form is refused (by its own checks or by the server), focus goes to the first field
 * marked invalid, else to the refusal on top: the customer is brought to what is wrong and hears
 * it, instead of staying on the button while the message is far above it (a long form on a phone).
 */
export function useFocusProblem<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  // A new object each time: the same problem refused twice is shown again.
  const [asked, setAsked] = useState<object | null>(null);

  useEffect(() => {
    if (!asked) return;
    const marked = formRef.current?.querySelector('[aria-invalid="true"]');
    // A group of choices marked as a whole takes no focus itself (unless made to, tabIndex -1):
    // its first choice that can be changed does.
    const target =
      (marked instanceof HTMLFieldSetElement && !marked.hasAttribute('tabindex')
        ? marked.querySelector('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)')
        : marked) ?? formRef.current?.querySelector(REFUSAL_SELECTOR);
    if (!(target instanceof HTMLElement)) return;
    // Centred, so the sticky header does not cover it; jsdom has no scrolling.
    target.scrollIntoView?.({ block: 'center' });
    // A field that already has the focus (Enter pressed in it) is left and entered again: focusing it
    // again would say nothing, and its error, now in its description, would go unheard.
    if (target === document.activeElement) target.blur();
    target.focus({ preventScroll: true });
  }, [asked]);

  return { formRef, focusProblem: () => setAsked({}) };
}
