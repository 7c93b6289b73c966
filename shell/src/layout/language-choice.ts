import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $language, setLanguage } from 'shared-contracts/stores/language';
import type { Language } from 'shared-contracts/types/language';

/** Switches chosen so far: only the latest may put the shop back when its texts fail to load. */
let asked = 0;
/** While switches overlap: the language the shop was in before the first of them. */
let before: Language | null = null;

/**
 * A switch whose texts fail to load (a lost connection) is said on the console, and the latest
 * choice puts the shop back in the language it was in before, cookie and all, so the same choice
 * can be made again. An earlier choice that fails after a later one was made leaves the later one.
 */
async function switchTo(chosen: Language): Promise<void> {
  const call = ++asked;
  before ??= $language.get();
  try {
    await setLanguage(chosen);
    if (call === asked) before = null;
  } catch (error) {
    console.error(`Could not switch the language to ${chosen}`, error);
    if (call !== asked || before === null) return;
    const back = before;
    before = null;
    // Its texts are in already: nothing to load.
    await setLanguage(back).catch(() => undefined);
  }
}

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
    if (chosen !== $language.get()) void switchTo(chosen);
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
