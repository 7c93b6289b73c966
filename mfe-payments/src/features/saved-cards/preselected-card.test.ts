import { isCurrentCard, preselectedCard } from './preselected-card';

const NOW = new Date('2026-03-15T12:00:00Z');
const card = (id: number, exp_month: number, exp_year: number) => ({ id, brand: 'visa', last4: '4242', exp_month, exp_year });

test('a card is current through the end of its expiry month', () => {
  expect(isCurrentCard(card(1, 3, 2026), NOW)).toBe(true);
  expect(isCurrentCard(card(1, 2, 2026), NOW)).toBe(false);
  expect(isCurrentCard(card(1, 12, 2025), NOW)).toBe(false);
  expect(isCurrentCard(card(1, 1, 2031), NOW)).toBe(true);
});

test('the newest current card, the cart\'s while it is current, else none', () => {
  const cards = [card(3, 2, 2026), card(7, 11, 2031), card(5, 4, 2026)];
  expect(preselectedCard(cards, null, NOW)?.id).toBe(7);
  expect(preselectedCard(cards, 5, NOW)?.id).toBe(5);
  expect(preselectedCard(cards, 3, NOW)?.id).toBe(7);
  expect(preselectedCard([card(3, 2, 2026)], 3, NOW)).toBeNull();
  expect(preselectedCard([], null, NOW)).toBeNull();
});
