import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/*
 * For the address forms' jest tests: the street field's combobox (shared-contracts/ui/AddressSuggestions)
 * from the keyboard, checked the same way in every form that has it (the checkout's, the account's).
 * Each form's tests check what a choice does there and that their form was not submitted.
 */

/** The suggestions' name, the same in the English texts of every remote. */
const SUGGESTIONS = { name: 'Address suggestions' };

/**
 * Types `typed` in the closed street field, whose search offers `labels`; the arrows then move the
 * highlight round them, from the first to the last, while focus stays in the field.
 */
export async function walkSuggestionsWithArrows(street: HTMLElement, typed: string, labels: string[]): Promise<void> {
  expect(street).toHaveAttribute('aria-expanded', 'false');
  expect(street).toHaveAttribute('aria-autocomplete', 'list');
  await userEvent.type(street, typed);
  const list = await screen.findByRole('listbox', SUGGESTIONS);
  expect(street).toHaveAttribute('aria-expanded', 'true');
  expect(street).toHaveAttribute('aria-controls', list.id);
  expect(street).not.toHaveAttribute('aria-activedescendant');
  const options = within(list).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(labels);
  const [first, last] = [options[0]!, options.at(-1)!];

  await userEvent.keyboard('{ArrowDown}');
  expect(street).toHaveAttribute('aria-activedescendant', first.id);
  expect(first).toHaveAttribute('aria-selected', 'true');
  // Round the list and back to the first.
  await userEvent.keyboard('{ArrowDown}'.repeat(options.length));
  expect(street).toHaveAttribute('aria-activedescendant', first.id);
  await userEvent.keyboard('{ArrowUp}');
  expect(street).toHaveAttribute('aria-activedescendant', last.id);
  expect(last).toHaveAttribute('aria-selected', 'true');
  expect(first).toHaveAttribute('aria-selected', 'false');
  // Focus stays in the field all along: the highlight is what moves.
  expect(street).toHaveFocus();
}

/** A suggestion chosen from the street field: the focus is there and the suggestions are closed. */
export function expectSuggestionsClosed(street: HTMLElement): void {
  expect(street).toHaveFocus();
  expect(street).toHaveAttribute('aria-expanded', 'false');
  expect(street).not.toHaveAttribute('aria-activedescendant');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
}

/** Types `typed`, highlights the first suggestion the search offers, then Escape: the list closes, the text and the focus stay. */
export async function closeSuggestionsWithEscape(street: HTMLElement, typed: string): Promise<void> {
  await userEvent.type(street, typed);
  await screen.findByRole('listbox', SUGGESTIONS);
  await userEvent.keyboard('{ArrowDown}{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(street).toHaveAttribute('aria-expanded', 'false');
  expect(street).not.toHaveAttribute('aria-activedescendant');
  expect(street).toHaveValue(typed);
  expect(street).toHaveFocus();
}

/** Types `typed` and reaches the suggestion named `label` with Tab, as it could be when suggestions were buttons. */
export async function tabToSuggestion(street: HTMLElement, typed: string, label: string): Promise<void> {
  await userEvent.type(street, typed);
  const options = within(await screen.findByRole('listbox', SUGGESTIONS)).getAllByRole('option');
  const wanted = options.findIndex((option) => option.textContent === label);
  for (let tab = 0; tab <= wanted; tab += 1) await userEvent.tab();
  expect(screen.getByRole('option', { name: label })).toHaveFocus();
}

/**
 * Types `typed`, waits for its suggestion `shown` (a street without a number), then the number and
 * Enter at once: Enter waits for the suggestions of the number, so nothing is chosen yet.
 */
export async function enterRightAfterTheNumber(street: HTMLElement, typed: string, shown: string, number: string): Promise<void> {
  await userEvent.type(street, typed);
  await screen.findByText(shown);
  await userEvent.type(street, ` ${number}{Enter}`);
  expect(street).toHaveValue(`${typed} ${number}`);
}
