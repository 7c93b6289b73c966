import type { Store } from 'shared-contracts/types/store';
import { isReservationSlot, reservationDayProblem, reservationDays } from '../../src/domain/reservation-slots';

/** A store taking reservations 18:00-02:00 every day, in Bucharest (UTC+2 in November). */
const night: Store = {
  id: 1, name: 'Old Town', url: 'old-town', address: '', phone: '', email: '', lat: 0, lng: 0,
  time_zone: 'Europe/Bucharest', has_delivery: true, has_pickup: true, takes_reservations: true,
  opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '02:00', delivery: true, pickup: true })),
};

// Wednesday 25 November 2026, 20:00 in Bucharest.
const wednesdayEvening = new Date('2026-11-25T18:00:00Z');

test('hours past midnight are reserved on the next day, the last an hour before closing', () => {
  const [today, thursday] = reservationDays(night, wednesdayEvening);
  expect(today).toEqual({ date: '2026-11-25', hours: ['21:00', '22:00', '23:00'] });
  expect(thursday).toEqual({ date: '2026-11-26', hours: ['00:00', '01:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00'] });
  expect(isReservationSlot(night, '2026-11-26', '01:00', wednesdayEvening)).toBe(true);
  expect(isReservationSlot(night, '2026-11-26', '02:00', wednesdayEvening)).toBe(false);
});

test('after midnight, the rest of the night can still be reserved today', () => {
  // Thursday 00:30.
  const [today] = reservationDays(night, new Date('2026-11-25T22:30:00Z'));
  expect(today).toEqual({ date: '2026-11-26', hours: ['01:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00'] });
});

test('hours after midnight keep the rhythm of an opening on the half hour', () => {
  const halfPast = { ...night, opening_hours: night.opening_hours.map((h) => ({ ...h, open: '18:30', close: '02:30' })) };
  const [today, thursday] = reservationDays(halfPast, wednesdayEvening);
  expect(today!.hours).toEqual(['20:30', '21:30', '22:30', '23:30']);
  expect(thursday!.hours.slice(0, 3)).toEqual(['00:30', '01:30', '18:30']);
});

describe('on the days the clocks change (Vilnius: 03:00 becomes 04:00 on 29 March 2026, 04:00 becomes 03:00 on 25 October)', () => {
  /** Open 22:30-05:30 every night, so the night's hours run across the change. */
  const vilnius: Store = {
    ...night,
    time_zone: 'Europe/Vilnius',
    opening_hours: night.opening_hours.map((h) => ({ ...h, open: '22:30', close: '05:30' })),
  };

  test('never offers or accepts an hour the clocks skip going forward', () => {
    // Saturday 28 March, 20:00 in Vilnius (UTC+2).
    const saturdayEvening = new Date('2026-03-28T18:00:00Z');
    const sunday = reservationDays(vilnius, saturdayEvening).find((day) => day.date === '2026-03-29');
    expect(sunday!.hours).toEqual(['00:30', '01:30', '02:30', '04:30', '22:30', '23:30']);
    expect(isReservationSlot(vilnius, '2026-03-29', '03:30', saturdayEvening)).toBe(false);
    expect(reservationDayProblem(vilnius, '2026-03-29', '03:30', saturdayEvening)).toEqual({ key: 'reservation_hour_skipped', field: 'hour' });
    // The day before and after have the hour.
    expect(reservationDayProblem(vilnius, '2026-03-30', '03:30', saturdayEvening)).toBeNull();
    expect(isReservationSlot(vilnius, '2026-03-30', '03:30', saturdayEvening)).toBe(true);
  });

  test('offers an hour the clocks pass twice going back once, and only until it first comes', () => {
    // Sunday 25 October at 02:50, before the change (UTC+3): 03:30 is still ahead.
    const beforeChange = new Date('2026-10-24T23:50:00Z');
    expect(reservationDays(vilnius, beforeChange)[0]).toEqual({ date: '2026-10-25', hours: ['03:30', '04:30', '22:30', '23:30'] });
    // 03:10 the second time (UTC+2): the first 03:30 has passed, so the hour is not offered again.
    const secondPass = new Date('2026-10-25T01:10:00Z');
    expect(reservationDays(vilnius, secondPass)[0]).toEqual({ date: '2026-10-25', hours: ['04:30', '22:30', '23:30'] });
    expect(isReservationSlot(vilnius, '2026-10-25', '03:30', secondPass)).toBe(false);
    expect(reservationDayProblem(vilnius, '2026-10-25', '03:30', secondPass)).toEqual({ key: 'reservation_hour_past', field: 'hour' });
  });
});
