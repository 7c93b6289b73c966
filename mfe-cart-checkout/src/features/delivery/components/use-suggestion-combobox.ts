import { useId, useState, type KeyboardEvent } from 'react';
import { suggestionKeyAction } from '../suggestion-keys';

/**
 * The street field as a combobox over its suggestions (WAI-ARIA APG, list autocomplete): focus stays
 * in the field while the arrows move a highlight that screen readers follow by aria-activedescendant.
 */
export function useSuggestionCombobox<T>(suggestions: T[], answered: boolean, onChoose: (suggestion: T) => void) {
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
