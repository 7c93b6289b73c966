import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { api } from 'shared-contracts/api/client';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import './AddressSuggestions.css';

/*
 * Spec §5 "address must be chosen from the suggestions", for every address form (checkout, the
 * account's saved addresses): the search, the street field as a combobox over its suggestions
 * (WAI-ARIA APG, list autocomplete) and their listbox, in one shared module, as each shared module
 * is one more entry in the remote entries the homepage loads (issue #11).
 */

/** Address suggestions for what the customer typed; quiet: a failure shows in the form (spec §8 advice). */
export function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return api()
    .get('public/geocoding/search', { searchParams: { q: query }, context: { quiet: true }, ...(signal ? { signal } : {}) })
    .json<AddressSuggestion[]>();
}

/** What a search answered: the suggestions (maybe none), or 'failed' when the search could not be made. */
export type AddressSearchAnswer = AddressSuggestion[] | 'failed';

/** Searched from this many characters: one letter matches half the streets of a city. */
const SHORTEST_QUERY = 2;
/** The customer pauses this long before a search: not one call per key press. */
const TYPING_PAUSE_MS = 250;

/**
 * While `active`, the query is searched once typing pauses; an answer for an older query (cancelled
 * when the query changed) never arrives after a newer one.
 */
export function useAddressSearch(query: string, active: boolean, onAnswer: (answer: AddressSearchAnswer) => void): void {
  // The latest callback, without making each render's new function restart the search.
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    if (!active || query.trim().length < SHORTEST_QUERY) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddresses(query, controller.signal).then(
        (found) => answer.current(found),
        () => !controller.signal.aborted && answer.current('failed'),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, active]);
}

/** What a key pressed in the street field does to the suggestions. */
export type SuggestionKeyAction =
  | { kind: 'highlight'; index: number }
  | { kind: 'choose'; index: number }
  | { kind: 'close' }
  /** Kept from the form (Enter): nothing to choose, and no order or address saved with half a street. */
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

/**
 * The action for a key, or null for a key the field handles as any text field does. The street
 * field sits inside a form, so Enter there chooses a suggestion or does nothing: it never submits.
 */
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

/**
 * The street field as a combobox over its suggestions: focus stays in the field while the arrows
 * move a highlight that screen readers follow by aria-activedescendant. `input` goes on the street
 * field, `list` on its AddressSuggestions.
 */
export function useSuggestionCombobox(suggestions: AddressSuggestion[], answered: boolean, onChoose: (suggestion: AddressSuggestion) => void) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  // A new answer of the search is shown again with nothing highlighted, even after Escape.
  const [answer, setAnswer] = useState(suggestions);
  if (answer !== suggestions) {
    setAnswer(suggestions);
    setActive(-1);
    setClosed(false);
  }
  const open = suggestions.length > 0 && !closed;
  const optionId = (index: number) => `${listId}-${index}`;

  function close() {
    setClosed(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter ending an input method's composition is the composition's, not a choice.
    if (event.nativeEvent.isComposing) return;
    const action = suggestionKeyAction(event.key, { count: suggestions.length, open, active, answered });
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'highlight') {
      setClosed(false);
      setActive(action.index);
    } else if (action.kind === 'choose') {
      onChoose(suggestions[action.index]!);
    } else if (action.kind === 'close') {
      close();
    }
  }

  return {
    input: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    } as const,
    list: { id: listId, open, active, optionId },
    close,
  };
}

interface AddressSuggestionsProps {
  id: string;
  label: string;
  suggestions: AddressSuggestion[];
  open: boolean;
  active: number;
  optionId: (index: number) => string;
  onChoose: (suggestion: AddressSuggestion) => void;
  /** Escape on a suggestion reached with Tab: the list closes and the street field takes focus. */
  onClose: () => void;
}

/**
 * The street field's suggestions as its listbox (useSuggestionCombobox). The options can also be
 * reached with Tab and chosen with Enter or Space, as buttons could.
 */
export function AddressSuggestions({ id, label, suggestions, open, active, optionId, onChoose, onClose }: AddressSuggestionsProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a phone the list may run under the keyboard: the highlighted suggestion is kept in sight.
    if (active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  // And the list itself as it opens or grows: on a phone the street field may sit at the screen's
  // foot, the suggestions below it out of sight, and one must be chosen (spec §5).
  const count = open ? suggestions.length : 0;
  useEffect(() => {
    if (count > 0) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, suggestion: AddressSuggestion) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(suggestion);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <ul ref={list} id={id} role="listbox" aria-label={label} className="ui-suggestions">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.label}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={0}
          className="ui-suggestions__choice"
          // A click keeps focus in the street field, where the customer goes on typing.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
          onKeyDown={(event) => onKeyDown(event, suggestion)}
        >
          {suggestion.label}
        </li>
      ))}
    </ul>
  );
}
