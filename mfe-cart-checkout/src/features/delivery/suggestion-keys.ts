/*
 * Spec §5 "address must be chosen from the suggestions", from the keyboard: the street field is a
 * combobox (WAI-ARIA APG) whose suggestions are a listbox. The field sits inside the checkout form,
 * so Enter there chooses a suggestion or does nothing: it never places the order.
 */

/** What a key pressed in the street field does to the suggestions. */
export type SuggestionKeyAction =
  | { kind: 'highlight'; index: number }
  | { kind: 'choose'; index: number }
  | { kind: 'close' }
  /** Kept from the form (Enter): nothing to choose, and no order placed with half an address. */
  | { kind: 'keep' };

export interface SuggestionsShown {
  count: number;
  open: boolean;
  /** The highlighted suggestion, -1 for none. */
  active: number;
  /**
   * The suggestions answer what is typed now, not what was typed before the last keys (their search
   * still on its way): the first of them may be a street without the number just typed.
   */
  answered: boolean;
}

/** The action for a key, or null for a key the field handles as any text field does. */
export function suggestionKeyAction(key: string, { count, open, active, answered }: SuggestionsShown): SuggestionKeyAction | null {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return null;
      // A closed list opens at the first suggestion; the last wraps round to the first.
      return { kind: 'highlight', index: open ? (active + 1) % count : 0 };
    case 'ArrowUp':
      if (count === 0) return null;
      return { kind: 'highlight', index: open && active > 0 ? active - 1 : count - 1 };
    case 'Enter':
      if (!open || count === 0) return { kind: 'keep' };
      if (active >= 0) return { kind: 'choose', index: active };
      // Nothing highlighted: the first suggestion, the one a sighted customer reads first, once it
      // answers what is typed; until then Enter waits for the search the field is making.
      return answered ? { kind: 'choose', index: 0 } : { kind: 'keep' };
    case 'Escape':
      // The typed text stays; a closed list leaves Escape to whatever is around the form.
      return open ? { kind: 'close' } : null;
    default:
      return null;
  }
}
