import { useEffect, useRef, useState } from 'react';

/** What a refused order points at: the first field marked invalid, or the message on top of the form. */
export type ProblemPlace = 'field' | 'message';

const CONTROLS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * After an order is refused (by the form's own checks or by the server), brings what is wrong into
 * view and focus: on a phone the form is screens long and its button far from the messages, so
 * otherwise nothing seems to happen. A group marked invalid (radios, the payment picker) gives its
 * first control. With no field marked (a server refusal, a blocked basket) the message on top
 * takes focus, which also has it read out.
 */
export function useShowProblem() {
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // A new object each time: the same problem shown twice is shown again.
  const [asked, setAsked] = useState<{ place: ProblemPlace } | null>(null);

  useEffect(() => {
    if (!asked) return;
    const invalid = asked.place === 'field' ? formRef.current?.querySelector('[aria-invalid="true"]') : null;
    const target = (invalid?.matches(CONTROLS) ? invalid : invalid?.querySelector(CONTROLS)) ?? messageRef.current;
    if (!(target instanceof HTMLElement)) return;
    // Centred, so a sticky header does not cover it; jsdom has no scrolling.
    target.scrollIntoView?.({ block: 'center' });
    // A field that already has the focus (Enter pressed in it) is left and entered again: focusing it
    // again would say nothing, and its error, now in its description, would go unheard.
    if (target === document.activeElement) target.blur();
    target.focus({ preventScroll: true });
  }, [asked]);

  return { formRef, messageRef, showProblem: (place: ProblemPlace) => setAsked({ place }) };
}
