import { suggestionKeyAction } from './AddressSuggestions';

const three = { count: 3, open: true, active: -1, answered: true };

test('the arrows move the highlight round the list, opening a closed one', () => {
  expect(suggestionKeyAction('ArrowDown', three)).toEqual({ kind: 'highlight', index: 0 });
  expect(suggestionKeyAction('ArrowDown', { ...three, active: 2 })).toEqual({ kind: 'highlight', index: 0 });
  expect(suggestionKeyAction('ArrowUp', three)).toEqual({ kind: 'highlight', index: 2 });
  expect(suggestionKeyAction('ArrowUp', { ...three, active: 1 })).toEqual({ kind: 'highlight', index: 0 });
  expect(suggestionKeyAction('ArrowDown', { ...three, open: false, active: 1 })).toEqual({ kind: 'highlight', index: 0 });
  expect(suggestionKeyAction('ArrowDown', { count: 0, open: false, active: -1, answered: true })).toBeNull();
});

test('Enter chooses the highlighted suggestion or the first, and with none shown is only kept from the form', () => {
  expect(suggestionKeyAction('Enter', { ...three, active: 1 })).toEqual({ kind: 'choose', index: 1 });
  expect(suggestionKeyAction('Enter', three)).toEqual({ kind: 'choose', index: 0 });
  expect(suggestionKeyAction('Enter', { ...three, open: false })).toEqual({ kind: 'keep' });
  // Typed on since they came: the first may lack the number just typed; a highlighted one was seen.
  expect(suggestionKeyAction('Enter', { ...three, answered: false })).toEqual({ kind: 'keep' });
  expect(suggestionKeyAction('Enter', { ...three, answered: false, active: 2 })).toEqual({ kind: 'choose', index: 2 });
  expect(suggestionKeyAction('Enter', { count: 0, open: false, active: -1, answered: true })).toEqual({ kind: 'keep' });
});

test('Escape closes an open list and is left alone otherwise; other keys are typing', () => {
  expect(suggestionKeyAction('Escape', three)).toEqual({ kind: 'close' });
  expect(suggestionKeyAction('Escape', { ...three, open: false })).toBeNull();
  expect(suggestionKeyAction('a', three)).toBeNull();
  expect(suggestionKeyAction('Home', three)).toBeNull();
});
