import type { Store } from 'shared-contracts/types/store';
import { addDays, storeClock } from './later-slots';

/** How far ahead a table can be reserved. */
export const RESERVATION_DAYS_AHEAD = 30;

export interface ReservationDay {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  /** HH:MM starts of hour slots; the last one starts an hour before closing. */
  hours: string[];
}

/** The store's date and minutes since midnight (the same wall clock orders use). */
function localParts(now: Date, timeZone: string): { date: string; minutes: number } {
  const { date, minutes } = storeClock(now, timeZone);
  return { date, minutes };
}

function toMinutes(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The dates and hours a store takes reservations: its opening days in its own time zone, one slot
 * per hour from opening until an hour before closing, today only for hours still ahead.
 */
export function reservationDays(store: Store, now: Date, daysAhead = RESERVATION_DAYS_AHEAD): ReservationDay[] {
  if (!store.takes_reservations) return [];
  const today = localParts(now, store.time_zone);
  const days: ReservationDay[] = [];
  for (let offset = 0; offset < daysAhead; offset++) {
    const date = addDays(today.date, offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const hours = store.opening_hours
      .filter((h) => h.day === weekday)
      .flatMap((h) => {
        const close = toMinutes(h.close) <= toMinutes(h.open) ? 24 * 60 : toMinutes(h.close);
        const slots: string[] = [];
        for (let start = toMinutes(h.open); start + 60 <= close; start += 60) {
          if (offset > 0 || start > today.minutes) slots.push(hhmm(start));
        }
        return slots;
      });
    if (hours.length > 0) days.push({ date, hours });
  }
  return days;
}

/** Whether `date` at `hour` is one of the store's reservation slots at `now`. */
export function isReservationSlot(store: Store, date: string, hour: string, now: Date): boolean {
  return reservationDays(store, now).some((day) => day.date === date && day.hours.includes(hour));
}
