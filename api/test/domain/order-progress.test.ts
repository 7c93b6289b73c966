import { orderProgress } from '../../src/domain/account/order-progress';

const forLater = (later_day: string) => ({ created_at: new Date('2026-11-20T10:00:00Z'), paid_at: null, abandoned_at: null, money_returned_at: null, for_later: true, later_day, estimated_minutes: 20 });

test("an order for later is past once its day is over in the shop's time zone, not in UTC", () => {
  // 00:30 on the 26th in Bucharest (UTC+2) is still the 25th in UTC.
  const afterMidnightInBucharest = new Date('2026-11-25T22:30:00Z');
  expect(orderProgress(forLater('2026-11-25'), afterMidnightInBucharest, 'Europe/Bucharest').current).toBe(false);
  expect(orderProgress(forLater('2026-11-26'), afterMidnightInBucharest, 'Europe/Bucharest').current).toBe(true);
  // 23:30 on the 25th in Bucharest: the day is not over yet.
  expect(orderProgress(forLater('2026-11-25'), new Date('2026-11-25T21:30:00Z'), 'Europe/Bucharest').current).toBe(true);
  // West of UTC: 20:00 on the 25th in Mexico City is already the 26th in UTC.
  expect(orderProgress(forLater('2026-11-25'), new Date('2026-11-26T02:00:00Z'), 'America/Mexico_City').current).toBe(true);
});

test('an order for now is current until an hour after its estimated time; paid is what the shop confirmed', () => {
  const order = { created_at: new Date('2026-11-25T10:00:00Z'), paid_at: null, abandoned_at: null, money_returned_at: null, for_later: false, later_day: null, estimated_minutes: 20 };
  expect(orderProgress(order, new Date('2026-11-25T11:19:00Z'), 'Europe/Bucharest')).toEqual({ current: true, status: 'placed' });
  expect(orderProgress({ ...order, paid_at: new Date('2026-11-25T10:05:00Z') }, new Date('2026-11-25T11:21:00Z'), 'Europe/Bucharest')).toEqual({ current: false, status: 'paid' });
});

test('an order abandoned unpaid is past at once, whatever its time', () => {
  const order = { created_at: new Date('2026-11-25T10:00:00Z'), paid_at: null, abandoned_at: new Date('2026-11-25T10:31:00Z'), money_returned_at: null, for_later: false, later_day: null, estimated_minutes: 20 };
  expect(orderProgress(order, new Date('2026-11-25T10:40:00Z'), 'Europe/Bucharest')).toEqual({ current: false, status: 'abandoned' });
});

test('an order whose money all went back is past at once, whatever its time, and not paid any more', () => {
  const order = {
    created_at: new Date('2026-11-25T10:00:00Z'), paid_at: new Date('2026-11-25T10:02:00Z'), abandoned_at: null,
    money_returned_at: new Date('2026-11-25T10:10:00Z'), for_later: false, later_day: null, estimated_minutes: 20,
  };
  expect(orderProgress(order, new Date('2026-11-25T10:15:00Z'), 'Europe/Bucharest')).toEqual({ current: false, status: 'money_returned' });
});
