import { useEffect, useRef, useState } from 'react';

/**
 * Focus for where a click leads when the control clicked goes away (a suggestion chosen, the form
 * switched to pickup): without it focus falls to the page and a keyboard or screen reader user
 * starts again from the top. The element is focused once the screen shows what the click changed,
 * so it may be one that only appears then.
 */
export function useFocusAfterRender<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) ref.current?.focus();
  }, [asked]);
  return [ref, () => setAsked((count) => count + 1)] as const;
}
