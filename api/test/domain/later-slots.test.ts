import type { Store } from 'shared-contracts/types/store';
import { isOfferedSlot, kitchenSlotNow, laterSlots, storeClock, withoutFullSlots } from '../../src/domain/later-slots';

const store: Store = {
  id: 1, name: 'Old Town', url: 'old-town', address: '', phone: '', email: '', lat: 0, lng: 0,
  time_zone: 'Europe/Bucharest', has_delivery: true, has_pickup: true, takes_reservations: false,
  opening_hours: [
    // Wednesday 10:00-12:00 for both, pickup only 18:00-19:00; Thursday past midnight.
    { day: 3, open: '10:00', close: '12:00', delivery: true, pickup: true },
    { day: 3, open: '18:00', close: '19:00', delivery: false, pickup: true },
    { day: 4, open: '23:00', close: '01:00', delivery: true, pickup: true },
  ],
};

// Wednesday 25 November 2026, 10:20 in Bucharest (UTC+2).
const now = new Date('2026-11-25T08:20:00Z');

test('the store clock reads the wall clock of its own time zone', () => {
  expect(storeClock(now, 'Europe/Bucharest')).toEqual({ date: '2026-11-25', day: 3, minutes: 620 });
});

test('today offers the 15-minute slots at least the lead time away; later days offer their hours', () => {
  const slots = laterSlots(store, 'delivery', now, 30);
  // 10:20 + 30 min = 10:50 -> first slot 11:00, last slot 11:45 (before 12:00).
  expect(slots[0]).toEqual({ day: '2026-11-25', times: ['11:00', '11:15', '11:30', '11:45'] });
  // Thursday 23:00-01:00 counts up to midnight.
  expect(slots[1]).toEqual({ day: '2026-11-26', times: ['23:00', '23:15', '23:30', '23:45'] });
  // The 7 days run Wednesday to Tuesday: no other day has hours.
  expect(slots).toHaveLength(2);
});

test('pickup adds its own evening hours', () => {
  const today = laterSlots(store, 'pickup', now, 30)[0];
  expect(today?.times).toEqual(['11:00', '11:15', '11:30', '11:45', '18:00', '18:15', '18:30', '18:45']);
});

test('a slot that closed while the customer chose is no longer offered', () => {
  const later = new Date('2026-11-25T09:30:00Z'); // 11:30 local
  const slots = laterSlots(store, 'delivery', later, 30);
  expect(isOfferedSlot(slots, '2026-11-25', '11:00')).toBe(false);
  expect(isOfferedSlot(slots, '2026-11-26', '23:15')).toBe(true);
  expect(isOfferedSlot(slots, '2026-11-26', '23:10')).toBe(false);
});

test('a "now" order takes the kitchen slot it is due in, on the store clock', () => {
  // 10:20 + 20 min = 10:40 -> the 10:30 slot; 10:20 + 0 -> 10:15.
  expect(kitchenSlotNow(now, 'Europe/Bucharest', 20)).toEqual({ day: '2026-11-25', time: '10:30' });
  expect(kitchenSlotNow(now, 'Europe/Bucharest', 0)).toEqual({ day: '2026-11-25', time: '10:15' });
  // 23:50 + 30 min is due 00:20 the next day.
  expect(kitchenSlotNow(new Date('2026-11-25T21:50:00Z'), 'Europe/Bucharest', 30)).toEqual({ day: '2026-11-26', time: '00:15' });
});

test('kitchen throttling: a slot holding as many orders as the cap is not offered; no cap offers all', () => {
  const days = [
    { day: '2026-11-25', times: ['11:00', '11:15'] },
    { day: '2026-11-26', times: ['23:00'] },
  ];
  const taken = new Map([['2026-11-25 11:00', 3], ['2026-11-25 11:15', 2], ['2026-11-26 23:00', 5]]);
  expect(withoutFullSlots(days, taken, 3)).toEqual([{ day: '2026-11-25', times: ['11:15'] }]);
  expect(withoutFullSlots(days, taken, 6)).toEqual(days);
  expect(withoutFullSlots(days, taken, null)).toEqual(days);
});
