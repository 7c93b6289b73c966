import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $language, setLanguage } from 'shared-contracts/stores/language';
import type { Language } from 'shared-contracts/types/language';

/**
 * The header's language select (WCAG 3.2.2, "On Input"). A closed select fires change on every arrow
 * key or typed letter, and each change of language reloads the shop's texts and data: browsing from
 * English to Română would switch through es and lt on the way. A choice the keyboard moves that way
 * is only shown until the customer commits it (Enter, or leaving the select); a
 * choice from the open list (mouse, touch, Enter in the list) applies at once.
 */
export function useLanguageChoice() {
  const language = useStore($language);
  const [browsed, setBrowsed] = useState<Language | null>(null);
  // A change fired while a key press is handled moved the closed select's choice in place; one from
  // the open list (opened by a click, Space or Alt+Down) comes in a later task, after the timer.
  const keyed = useRef(false);

  const apply = (chosen: Language) => {
    setBrowsed(null);
    if (chosen === $language.get()) return;
    // Texts that fail to load (a lost connection) leave the shop in the language it was in
    // (setLanguage): said on the console, not left as an unhandled rejection.
    setLanguage(chosen).catch((error: unknown) => console.error(`Could not switch the language to ${chosen}`, error));
  };
  const commit = () => {
    if (browsed) apply(browsed);
  };

  return {
    value: browsed ?? language,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const chosen = event.target.value as Language;
      if (keyed.current) setBrowsed(chosen);
      else apply(chosen);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter') commit();
      keyed.current = true;
      setTimeout(() => (keyed.current = false));
    },
    onBlur: commit,
  };
}
