import { isCurrentExpiry } from 'shared-contracts/payments/sandbox-cards';
import { expiryAsTyped, normaliseExpiry } from './card-expiry';

const NOW = new Date('2026-12-04T12:00:00Z');

test.each(['1230', '12 30', '12/30', '12 / 30', ' 12/30 ', '12/2030', '122030'])('"%s" is December 2030, as the API takes it', (typed) => {
  expect(normaliseExpiry(typed)).toBe('12/30');
  expect(isCurrentExpiry(normaliseExpiry(typed), NOW)).toBe(true);
});

test('a one-digit month gets its zero', () => {
  expect(normaliseExpiry('1/30')).toBe('01/30');
});

test.each(['1125', '11/25', '11/2025', '1326', '13/26', '0026', '00/26', '123', '12/3', '12/1930', 'MM/YY', ''])(
  '"%s", past, impossible or not a date, is still refused',
  (typed) => {
    expect(isCurrentExpiry(normaliseExpiry(typed), NOW)).toBe(false);
  },
);

test('this month still counts: a card is valid through the end of its month', () => {
  expect(isCurrentExpiry(normaliseExpiry('1226'), NOW)).toBe(true);
});

test.each([
  ['1', true, '1'],
  ['12', true, '12'],
  ['123', true, '12/3'],
  ['1230', true, '12/30'],
  ['12/', true, '12/'],
  ['12/3', true, '12/3'],
  // Backspace over the slash: the cursor is not at the end, so nothing is put back under it.
  ['123', false, '123'],
  ['12 3', true, '12 3'],
])('"%s" typed (cursor at the end: %s) shows "%s"', (value, caretAtEnd, shown) => {
  expect(expiryAsTyped(value, caretAtEnd)).toBe(shown);
});
