import type { Store } from 'shared-contracts/types/store';
import { isOfferedSlot, kitchenSlotNow, laterSlots, storeClock, withoutFullSlots } from '../../src/domain/later-slots';
import { computeShopStatus } from '../../src/domain/shop-status';

const store: Store = {
  id: 1, name: 'Old Town', url: 'old-town', address: '', phone: '', email: '', lat: 0, lng: 0,
  time_zone: 'Europe/Bucharest', has_delivery: true, has_pickup: true, takes_reservations: false,
  opening_hours: [
    // Wednesday 10:00-12:00 for both, pickup only 18:00-19:00; Thursday past midnight, into Friday.
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
  // Thursday 23:00-01:00 runs to midnight, and on into Friday.
  expect(slots[1]).toEqual({ day: '2026-11-26', times: ['23:00', '23:15', '23:30', '23:45'] });
  expect(slots[2]).toEqual({ day: '2026-11-27', times: ['00:00', '00:15', '00:30', '00:45'] });
  // The 7 days run Wednesday to Tuesday: no other day has hours.
  expect(slots).toHaveLength(3);
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

describe('hours past midnight (a store open 18:00-02:00 every day)', () => {
  const night: Store = {
    ...store,
    opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '02:00', delivery: true, pickup: true })),
  };
  /** A slot's instant: Bucharest is UTC+2 all through these November days. */
  const instantOf = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

  test('the hours after midnight are offered on the next day, up to the last slot before closing', () => {
    // Wednesday 20:00.
    const slots = laterSlots(night, 'delivery', new Date('2026-11-25T18:00:00Z'), 30);
    expect(slots[0]!.times.slice(-2)).toEqual(['23:30', '23:45']);
    expect(slots[1]!.day).toBe('2026-11-26');
    expect(slots[1]!.times.slice(0, 9)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45', '18:00']);
  });

  test('after midnight, while the shop is open, the rest of the night is offered today', () => {
    // Thursday 00:30: open for delivery now, and its slots go on from 01:00 (30 minutes' lead).
    const late = new Date('2026-11-25T22:30:00Z');
    expect(computeShopStatus([night], [night], late).delivery_now).toBe(true);
    const today = laterSlots(night, 'delivery', late, 30)[0]!;
    expect(today.day).toBe('2026-11-26');
    expect(today.times.slice(0, 5)).toEqual(['01:00', '01:15', '01:30', '01:45', '18:00']);
    expect(isOfferedSlot([today], '2026-11-26', '02:00')).toBe(false);
  });

  test('every slot offered is a time the shop counts as open, and every open quarter hour past the lead is offered', () => {
    const now = new Date('2026-11-25T18:00:00Z');
    const slots = laterSlots(night, 'delivery', now, 30);
    for (const { day, times } of slots) {
      for (const time of times) expect([day, time, computeShopStatus([night], [night], instantOf(day, time)).delivery_now]).toEqual([day, time, true]);
    }
    const offered = new Set(slots.flatMap(({ day, times }) => times.map((time) => instantOf(day, time).getTime())));
    // Every quarter hour from the lead through the next two midnights, to Saturday 00:00.
    for (let at = now.getTime() + 30 * 60_000; at < Date.parse('2026-11-27T22:00:00Z'); at += 15 * 60_000) {
      const open = computeShopStatus([night], [night], new Date(at)).delivery_now;
      expect([new Date(at).toISOString(), offered.has(at)]).toEqual([new Date(at).toISOString(), open]);
    }
  });
});

describe('the days the clocks change (Europe/Bucharest, a store open all day)', () => {
  const allDay: Store = {
    ...store,
    opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00', delivery: true, pickup: true })),
  };

  test('spring forward: the skipped hour is never offered, and the lead is real time', () => {
    // Sunday 29 March 2026 at 03:00 the clocks jump to 04:00: asked on Saturday, Sunday has no 03:00-03:45.
    const sunday = laterSlots(allDay, 'delivery', new Date('2026-03-28T10:00:00Z'), 30).find((d) => d.day === '2026-03-29')!;
    expect(sunday.times).toHaveLength(92);
    expect(sunday.times.slice(10, 13)).toEqual(['02:30', '02:45', '04:00']);
    // At 02:50 (00:50 UTC) 30 minutes' lead is 01:20 UTC, which is 04:20 on the new clock.
    const at0250 = new Date('2026-03-29T00:50:00Z');
    const today = laterSlots(allDay, 'delivery', at0250, 30);
    expect(today[0]!.times.slice(0, 2)).toEqual(['04:30', '04:45']);
    expect(isOfferedSlot(today, '2026-03-29', '03:30')).toBe(false);
    expect(isOfferedSlot(today, '2026-03-29', '04:00')).toBe(false);
    // An order now is due at 04:20 on the clock.
    expect(kitchenSlotNow(at0250, 'Europe/Bucharest', 30)).toEqual({ day: '2026-03-29', time: '04:15' });
  });

  test('fall back: a time the clocks pass twice is offered once, while its earlier instant is ahead', () => {
    // Sunday 25 October 2026 at 04:00 the clocks go back to 03:00: 03:00-03:45 happen twice.
    const sunday = laterSlots(allDay, 'delivery', new Date('2026-10-24T10:00:00Z'), 30).find((d) => d.day === '2026-10-25')!;
    expect(sunday.times).toHaveLength(96);
    expect(sunday.times.filter((time) => time === '03:15')).toEqual(['03:15']);
    // At 03:50 the first time (00:50 UTC), 30 minutes on is 03:20 on the clock turned back; the 03:xx slots'
    // earlier instants have passed, and 04:00 is 70 real minutes away.
    const first0350 = new Date('2026-10-25T00:50:00Z');
    expect(laterSlots(allDay, 'delivery', first0350, 30)[0]!.times.slice(0, 2)).toEqual(['04:00', '04:15']);
    expect(kitchenSlotNow(first0350, 'Europe/Bucharest', 30)).toEqual({ day: '2026-10-25', time: '03:15' });
  });
});
