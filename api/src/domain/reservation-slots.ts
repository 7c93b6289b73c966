import type { Store } from 'shared-contracts/types/store';
import { isCalendarDay } from './calendar-day';
import { addDays, instantsOfDay, storeClock, toHhmm } from './later-slots';
import { DAY_MINUTES, openingHoursOfDay } from './opening-hours-of-day';

/** How far ahead a table can be reserved: today and the 29 days after it. */
export const RESERVATION_DAYS_AHEAD = 30;

export interface ReservationDay {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  /** HH:MM starts of hour slots; the last one starts an hour before closing. */
  hours: string[];
}

interface ReservationWindow {
  /** The store's today (its time zone, the wall clock orders use). */
  today: string;
  /** The start (ms) of the minute now is in: a slot is still ahead when it starts after it. */
  thisMinute: number;
  /** The last day offered. */
  lastDay: string;
}

const MINUTE_MS = 60_000;

function reservationWindow(store: Store, now: Date): ReservationWindow {
  const { date } = storeClock(now, store.time_zone);
  const thisMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return { today: date, thisMinute, lastDay: addDays(date, RESERVATION_DAYS_AHEAD - 1) };
}

/**
 * When a slot starts on the store's clock, by the rule later slots follow (instantsOfDay): a wall
 * time the clocks skip going forward is 'skipped'; one they pass twice going back is its earlier
 * instant, so it is offered once, and only while that one is ahead.
 */
function slotStart(instantOf: (minutes: number) => number | null, bookable: ReservationWindow, start: number): 'skipped' | 'past' | 'ahead' {
  const at = instantOf(start);
  if (at === null) return 'skipped';
  return at > bookable.thisMinute ? 'ahead' : 'past';
}

function toMinutes(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The dates and hours a store takes reservations: its opening days in its own time zone, one slot
 * per hour from opening until an hour before closing (hours past midnight on the next day), today
 * only for hours still ahead, and never an hour the clocks skip (slotStart).
 */
export function reservationDays(store: Store, now: Date): ReservationDay[] {
  if (!store.takes_reservations) return [];
  const bookable = reservationWindow(store, now);
  const days: ReservationDay[] = [];
  for (let date = bookable.today; date <= bookable.lastDay; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const instantOf = instantsOfDay(date, store.time_zone);
    const hours = new Set<string>();
    for (const stretch of openingHoursOfDay(store.opening_hours, weekday)) {
      // Stepped from the opening, even one of the day before (18:30-02:30 gives 00:30 and 01:30 here).
      for (let start = stretch.open; start + 60 <= stretch.close && start < DAY_MINUTES; start += 60) {
        if (start >= 0 && slotStart(instantOf, bookable, start) === 'ahead') hours.add(toHhmm(start));
      }
    }
    if (hours.size > 0) days.push({ date, hours: [...hours] });
  }
  return days;
}

/** Whether `date` at `hour` is one of the store's reservation slots at `now`. */
export function isReservationSlot(store: Store, date: string, hour: string, now: Date): boolean {
  return reservationDays(store, now).some((day) => day.date === date && day.hours.includes(hour));
}

/** A time of day on a 24-hour clock, 00:00 to 23:59 (the schema checks only its shape). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why a day and hour can be no reservation whatever the store's hours: its refusal's sentence and field. */
export type ReservationDayProblem =
  | { key: 'reservation_not_a_date' | 'reservation_date_past'; field: 'date' }
  | { key: 'reservation_date_too_far'; field: 'date'; lastDay: string }
  | { key: 'reservation_not_an_hour' | 'reservation_hour_skipped' | 'reservation_hour_past'; field: 'hour' };

/**
 * The first reason `date` at `hour` cannot be booked at `now` before the store's opening hours are
 * asked, or null: a day that does not exist, one before the store's today, one beyond the days
 * offered, an hour that is no time of day, one the clocks skip that day, or one already gone.
 */
export function reservationDayProblem(store: Store, date: string, hour: string, now: Date): ReservationDayProblem | null {
  if (!isCalendarDay(date)) return { key: 'reservation_not_a_date', field: 'date' };
  const bookable = reservationWindow(store, now);
  if (date < bookable.today) return { key: 'reservation_date_past', field: 'date' };
  if (date > bookable.lastDay) return { key: 'reservation_date_too_far', field: 'date', lastDay: bookable.lastDay };
  if (!CLOCK_TIME.test(hour)) return { key: 'reservation_not_an_hour', field: 'hour' };
  const start = slotStart(instantsOfDay(date, store.time_zone), bookable, toMinutes(hour));
  if (start === 'skipped') return { key: 'reservation_hour_skipped', field: 'hour' };
  if (start === 'past') return { key: 'reservation_hour_past', field: 'hour' };
  return null;
}
