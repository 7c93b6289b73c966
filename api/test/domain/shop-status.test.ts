import type { Store } from 'shared-contracts/types/store';
import { CLOSED, CLOSED_BUT_LATER, computeShopStatus, localTime } from '../../src/domain/shop-status';

function store(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    name: 'Test',
    url: 'test',
    address: '',
    phone: '',
    email: '',
    lat: 0,
    lng: 0,
    time_zone: 'Europe/Bucharest',
    opening_hours: [3].map((day) => ({ day, open: '10:00', close: '22:00', delivery: true, pickup: true })),
    has_delivery: true,
    has_pickup: true,
    takes_reservations: false,
    ...overrides,
  };
}

// Wednesday 25 November 2026; Bucharest is UTC+2 in winter.
const wednesdayNoonBucharest = new Date('2026-11-25T10:00:00Z');
const wednesdayLateBucharest = new Date('2026-11-25T20:30:00Z');

test('local time is read in the store time zone, not the server one', () => {
  expect(localTime(wednesdayNoonBucharest, 'Europe/Bucharest')).toEqual({ day: 3, minutes: 12 * 60 });
  expect(localTime(wednesdayLateBucharest, 'Europe/Bucharest')).toEqual({ day: 3, minutes: 22 * 60 + 30 });
  expect(localTime(wednesdayLateBucharest, 'America/New_York')).toEqual({ day: 3, minutes: 15 * 60 + 30 });
});

test('open within the hours: now for both services, no message', () => {
  const status = computeShopStatus([store()], [store()], wednesdayNoonBucharest);
  expect(status).toMatchObject({ delivery_now: true, pickup_now: true, only_later_hours: false, message: '' });
});

test('closed after hours: later only, with the closed message', () => {
  const status = computeShopStatus([store()], [store()], wednesdayLateBucharest);
  expect(status).toMatchObject({
    delivery_now: false,
    pickup_now: false,
    delivery_later: true,
    pickup_later: true,
    only_later_hours: true,
    only_later_hours_pickup: true,
    message: CLOSED_BUT_LATER.en,
  });
});

test('hours past midnight still count on the next weekday', () => {
  const lateNight = store({ opening_hours: [{ day: 3, open: '18:00', close: '02:00', delivery: true, pickup: false }] });
  // Thursday 01:00 Bucharest.
  const status = computeShopStatus([lateNight], [lateNight], new Date('2026-11-25T23:00:00Z'));
  expect(status.delivery_now).toBe(true);
  expect(status.pickup_now).toBe(false);
});

test('a store without hours for a service can be ordered from neither now nor later', () => {
  const noHours = store({ opening_hours: [] });
  const status = computeShopStatus([noHours], [noHours, store({ id: 2, has_pickup: false })], wednesdayNoonBucharest);
  expect(status).toMatchObject({ delivery_later: false, pickup_later: false, message: CLOSED.en });
  expect(status.someone_has_delivery).toBe(true);
});
