import type { LaterDay } from 'shared-contracts/types/later-slots';
import type { Store } from 'shared-contracts/types/store';

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

function toMinutes(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The later_day / later_time slots of a store for one service, from its opening hours in its own
 * time zone: every 15 minutes from opening to the last slot that starts before closing, today
 * only those at least `leadMinutes` away (the kitchen needs the time). Hours past midnight count
 * up to midnight of their own day.
 */
export function laterSlots(store: Store, service: Service, now: Date, leadMinutes: number): LaterDay[] {
  const clock = storeClock(now, store.time_zone);
  const days: LaterDay[] = [];
  for (let offset = 0; offset < LATER_DAYS; offset++) {
    const date = addDays(clock.date, offset);
    const earliest = offset === 0 ? clock.minutes + leadMinutes : 0;
    const times = new Set<number>();
    for (const hours of store.opening_hours) {
      if (!hours[service] || hours.day !== weekday(date)) continue;
      const open = toMinutes(hours.open);
      const close = toMinutes(hours.close) <= open ? 24 * 60 : toMinutes(hours.close);
      for (let start = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES; start < close; start += SLOT_MINUTES) {
        if (start >= earliest) times.add(start);
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
 * The slot a "now" order occupies in the kitchen: the one it is due in, `leadMinutes` from now on
 * the store's clock (past midnight it is due the next day).
 */
export function kitchenSlotNow(now: Date, timeZone: string, leadMinutes: number): KitchenSlot {
  const clock = storeClock(now, timeZone);
  const due = clock.minutes + leadMinutes;
  const dayOffset = Math.floor(due / (24 * 60));
  const minutes = due % (24 * 60);
  return { day: addDays(clock.date, dayOffset), time: toHhmm(Math.floor(minutes / SLOT_MINUTES) * SLOT_MINUTES) };
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
