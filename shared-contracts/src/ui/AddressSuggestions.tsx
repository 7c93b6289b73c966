import { useEffect, useRef } from 'react';
import { api } from 'shared-contracts/api/client';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import './AddressSuggestions.css';

/*
 * Spec §5 "address must be chosen from the suggestions", for every address form (checkout, the
 * account's saved addresses): the search and the list in one shared module, as each shared module
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

/** The suggestions an address search found, each a button (spec §5: the address is chosen from them). */
export function AddressSuggestions({ suggestions, label, onChoose }: { suggestions: AddressSuggestion[]; label: string; onChoose: (suggestion: AddressSuggestion) => void }) {
  if (suggestions.length === 0) return null;
  return (
    <ul className="ui-suggestions" aria-label={label}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.label}>
          <button type="button" className="ui-suggestions__choice" onClick={() => onChoose(suggestion)}>
            {suggestion.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
