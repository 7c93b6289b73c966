import type { LaterDay } from 'shared-contracts/types/later-slots';
import type { Store } from 'shared-contracts/types/store';
import { DAY_MINUTES, openingHoursOfDay } from './opening-hours-of-day';

export type Service = 'delivery' | 'pickup';

/** Slots are offered every 15 minutes (the granularity kitchens plan in). */
export const SLOT_MINUTES = 15;
/** How many days ahead a customer may order for. */
export const LATER_DAYS = 7;

export type { LaterDay };

/** One formatter per time zone: making one costs far more than using it, and every order asks. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The store's wall clock at `now`: date, weekday (0 = Sunday) and minutes since midnight. */
export function storeClock(now: Date, timeZone: string): { date: string; day: number; minutes: number } {
  const parts = clockFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, day: weekday(date), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The YYYY-MM-DD day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Minutes after midnight as the store's clock reads them: "HH:MM". */
export function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const MINUTE_MS = 60_000;
const DAY_MS = DAY_MINUTES * MINUTE_MS;

/** How far a zone's wall clock is ahead of UTC at a whole-minute instant, in ms. */
function utcOffset(instant: number, timeZone: string): number {
  const clock = storeClock(new Date(instant), timeZone);
  return Date.parse(`${clock.date}T00:00:00Z`) + clock.minutes * MINUTE_MS - instant;
}

/**
 * The instants (ms) of one YYYY-MM-DD day's wall times in a zone, by minutes past its midnight.
 * A wall time the clocks skip when they go forward has none (null). One they pass twice when they
 * go back is its earlier instant only: it is offered once, and only while that one is still ahead.
 * The zone's offsets are read once a day; a time is written back only on a day they change.
 */
export function instantsOfDay(date: string, timeZone: string): (minutes: number) => number | null {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // A day's wall times lie within 14 hours of the same times in UTC: a day either side sees both offsets.
  const before = utcOffset(midnight - DAY_MS, timeZone);
  const after = utcOffset(midnight + 2 * DAY_MS, timeZone);
  return (minutes) => {
    const wall = midnight + minutes * MINUTE_MS;
    if (before === after) return wall - before;
    const instants = [wall - before, wall - after].filter((instant) => {
      const clock = storeClock(new Date(instant), timeZone);
      return clock.date === date && clock.minutes === minutes;
    });
    return instants.length > 0 ? Math.min(...instants) : null;
  };
}

/**
 * The later_day / later_time slots of a store for one service, from its opening hours in its own
 * time zone: every 15 minutes from opening to the last slot that starts before closing, hours past
 * midnight on the next day, and only slots that exist on the clock at least `leadMinutes` of real
 * time from now (the kitchen needs the time, and a clock change does not give it more). On the day
 * the clocks go back, a time they pass twice is offered once, as its earlier instant.
 */
export function laterSlots(store: Store, service: Service, now: Date, leadMinutes: number): LaterDay[] {
  const today = storeClock(now, store.time_zone).date;
  // Counted from the minute now is in, as the store clock shows it.
  const earliest = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + leadMinutes * MINUTE_MS;
  const hours = store.opening_hours.filter((h) => h[service]);
  const days: LaterDay[] = [];
  for (let offset = 0; offset < LATER_DAYS; offset++) {
    const date = addDays(today, offset);
    const instantOf = instantsOfDay(date, store.time_zone);
    const times = new Set<number>();
    for (const stretch of openingHoursOfDay(hours, weekday(date))) {
      // The slots of this day only: 0 and 24:00 lie on the 15-minute grid, so an opening keeps its rhythm.
      const end = Math.min(stretch.close, DAY_MINUTES);
      for (let start = Math.max(0, Math.ceil(stretch.open / SLOT_MINUTES) * SLOT_MINUTES); start < end; start += SLOT_MINUTES) {
        const at = instantOf(start);
        if (at !== null && at >= earliest) times.add(start);
      }
    }
    if (times.size > 0) days.push({ day: date, times: [...times].sort((a, b) => a - b).map(toHhmm) });
  }
  return days;
}

/** The 15-minute kitchen slot that holds a minute of a day (11:07 -> 11:00). */
export interface KitchenSlot {
  day: string;
  time: string;
}

/**
 * The slot a "now" order occupies in the kitchen: the one it is due in, `leadMinutes` of real time
 * from now, read on the store's clock (past midnight it is due the next day; across a clock change
 * the clock has moved too).
 */
export function kitchenSlotNow(now: Date, timeZone: string, leadMinutes: number): KitchenSlot {
  const due = storeClock(new Date(now.getTime() + leadMinutes * MINUTE_MS), timeZone);
  return { day: due.date, time: toHhmm(Math.floor(due.minutes / SLOT_MINUTES) * SLOT_MINUTES) };
}

export function slotKey(slot: KitchenSlot): string {
  return `${slot.day} ${slot.time}`;
}

/**
 * Kitchen throttling: the slots that still take an order, given how many each holds already
 * (by slotKey) and the store's cap for the service (null = no cap). A day left with no time goes.
 */
export function withoutFullSlots(days: LaterDay[], taken: ReadonlyMap<string, number>, cap: number | null): LaterDay[] {
  if (cap === null) return days;
  return days
    .map((slot) => ({ day: slot.day, times: slot.times.filter((time) => (taken.get(slotKey({ day: slot.day, time })) ?? 0) < cap) }))
    .filter((slot) => slot.times.length > 0);
}

/** Whether a later_day / later_time pair is a slot the store offers now (a closed slot is not). */
export function isOfferedSlot(slots: LaterDay[], day: string, time: string): boolean {
  return slots.some((slot) => slot.day === day && slot.times.includes(time));
}
