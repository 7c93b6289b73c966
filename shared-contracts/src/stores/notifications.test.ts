import { cleanStores } from 'nanostores';
import { $notifications, dismiss, noticeText, notify } from './notifications';
import { dismissPriceChanges, notifyPriceChanges, priceChangeTimeout } from './notify-price-changes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  cleanStores($notifications);
  $notifications.set([]);
});

it('shows a notice at the bottom for 5 seconds by default', () => {
  const id = notify({ message: 'Added to cart', kind: 'success' });
  expect($notifications.get()).toEqual([
    { id, message: 'Added to cart', kind: 'success', timeout: 5000, html: false, position: 'bottom' },
  ]);
  jest.advanceTimersByTime(4999);
  expect($notifications.get()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect($notifications.get()).toEqual([]);
});

it('puts errors and warnings on top unless told otherwise', () => {
  notify({ message: 'a', kind: 'error' });
  notify({ message: 'b', kind: 'warning' });
  notify({ message: 'c', kind: 'info', position: 'top' });
  notify({ message: 'd', kind: 'error', position: 'bottom' });
  expect($notifications.get().map((n) => n.position)).toEqual(['top', 'top', 'top', 'bottom']);
});

it.each([-1, Number.NaN, '1000' as unknown as number])('refuses the timeout %p', (timeout) => {
  expect(() => notify({ message: 'x', kind: 'info', timeout })).toThrow(Error);
  expect($notifications.get()).toEqual([]);
});

it('shows the same notice once: a repeat takes the place of the first, with its time renewed', () => {
  notify({ message: 'Too many attempts.', kind: 'error' });
  notify({ message: 'Saved.', kind: 'success' });
  jest.advanceTimersByTime(3000);
  const again = notify({ message: 'Too many attempts.', kind: 'error' });
  expect($notifications.get().map((n) => [n.id, noticeText(n)])).toEqual([
    [expect.any(Number), 'Saved.'],
    [again, 'Too many attempts.'],
  ]);
  jest.advanceTimersByTime(4999);
  expect($notifications.get().map(noticeText)).toEqual(['Too many attempts.']);
  jest.advanceTimersByTime(1);
  expect($notifications.get()).toEqual([]);
});

it('keeps the same words of another kind, and texts that follow the language, apart from others', () => {
  notify({ message: 'Check the address.', kind: 'warning' });
  notify({ message: 'Check the address.', kind: 'error' });
  notify({ message: () => 'Added.', kind: 'success' });
  notify({ message: () => 'Added.', kind: 'success' });
  notify({ message: () => 'Removed.', kind: 'success' });
  expect($notifications.get().map((n) => `${n.kind}: ${noticeText(n)}`)).toEqual([
    'warning: Check the address.',
    'error: Check the address.',
    'success: Added.',
    'success: Removed.',
  ]);
});

it('keeps a notice with timeout 0 until it is dismissed', () => {
  const id = notify({ message: 'x', kind: 'info', timeout: 0 });
  jest.advanceTimersByTime(60_000);
  expect($notifications.get()).toHaveLength(1);
  dismiss(id);
  expect($notifications.get()).toEqual([]);
});

it('tells which prices changed, as an HTML warning on top for 10 s + 1 s per product', () => {
  notifyPriceChanges(
    [
      { name: 'Pizza <Margherita>', oldPrice: 10, newPrice: 12.5 },
      { name: 'Cola', oldPrice: 2, newPrice: 1.5 },
    ],
    'EUR',
  );
  const [notice] = $notifications.get();
  expect(notice).toMatchObject({ kind: 'warning', position: 'top', html: true, timeout: 12_000 });
  expect(notice && noticeText(notice)).toContain('<li>Pizza &lt;Margherita&gt;: <s>10 €</s> → 12.50 €</li>');
  expect(notice && noticeText(notice)).toContain('<li>Cola: <s>2 €</s> → 1.50 €</li>');
  expect(priceChangeTimeout(3)).toBe(13_000);
  jest.advanceTimersByTime(12_000);
  expect($notifications.get()).toEqual([]);
});

it('takes the price changes away once the order is placed, and leaves other notices', () => {
  notify({ message: 'Saved.', kind: 'success' });
  notifyPriceChanges([{ name: 'Cola', oldPrice: 2, newPrice: 1.5 }], 'EUR');
  expect($notifications.get()).toHaveLength(2);
  dismissPriceChanges();
  expect($notifications.get().map(noticeText)).toEqual(['Saved.']);
});

it('replaces the price changes of a store chosen before with those of the one chosen now', () => {
  notifyPriceChanges([{ name: 'Carbonara', oldPrice: 38, newPrice: 36 }], 'RON');
  notifyPriceChanges([{ name: 'Carbonara', oldPrice: 36, newPrice: 38 }], 'RON');
  expect($notifications.get()).toHaveLength(1);
  expect(noticeText($notifications.get()[0]!)).toContain('<s>36 lei</s> → 38 lei');
});

it('says nothing when no price changed', () => {
  expect(notifyPriceChanges([], 'EUR')).toBeNull();
  expect($notifications.get()).toEqual([]);
});
