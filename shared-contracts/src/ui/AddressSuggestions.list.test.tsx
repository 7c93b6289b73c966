import { render, screen } from '@testing-library/react';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import { AddressSuggestions } from './AddressSuggestions';

const suggestion = (label: string): AddressSuggestion => ({ label, street: label, number: '1', city: 'București', lat: 44.43, lng: 26.1, kind: 'street' });

// jsdom lays nothing out: what is asked of the browser is what is checked.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function List({ open, suggestions }: { open: boolean; suggestions: AddressSuggestion[] }) {
  return (
    <AddressSuggestions id="s" label="Suggestions" suggestions={suggestions} open={open} active={-1} optionId={(index) => `s-${index}`} onChoose={() => {}} onClose={() => {}} />
  );
}

it('brings the list into sight as it opens and as it grows, for a street field at the foot of a phone screen', () => {
  const { rerender } = render(<List open={false} suggestions={[suggestion('Calea Victoriei 1')]} />);
  expect(scrolled).toEqual([]);
  rerender(<List open suggestions={[suggestion('Calea Victoriei 1')]} />);
  expect(scrolled).toEqual([screen.getByRole('listbox', { name: 'Suggestions' })]);
  rerender(<List open suggestions={[suggestion('Calea Victoriei 1'), suggestion('Calea Victoriei 10')]} />);
  expect(scrolled).toHaveLength(2);
  // The same list again (a key that changed nothing) does not move the page.
  rerender(<List open suggestions={[suggestion('Calea Victoriei 1'), suggestion('Calea Victoriei 10')]} />);
  expect(scrolled).toHaveLength(2);
});
