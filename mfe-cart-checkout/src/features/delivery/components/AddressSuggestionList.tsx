import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import './AddressSuggestionList.css';

interface AddressSuggestionListProps {
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
 * The street field's suggestions as its listbox (use-suggestion-combobox). The options can still be
 * reached with Tab and chosen with Enter or Space, as the buttons before them could. The look is the
 * shared suggestion list's (shared-contracts AddressSuggestions.css, loaded with the address search).
 */
export function AddressSuggestionList({ id, label, suggestions, open, active, optionId, onChoose, onClose }: AddressSuggestionListProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a phone the list may run under the keyboard: the highlighted suggestion is kept in sight.
    if (active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

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
          className="ui-suggestions__choice delivery__suggestion"
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
