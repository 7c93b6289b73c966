import type { OpeningHours } from 'shared-contracts/types/store';

export const DAY_MINUTES = 24 * 60;

/** A stretch a store is open, in minutes past the midnight of the day it is read for. */
export interface OpenStretch {
  /** Below 0 for hours that opened the day before, so slots stepped from it keep that opening's rhythm. */
  open: number;
  /** Past DAY_MINUTES for hours that run on after midnight. */
  close: number;
}

function toMinutes(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * When a store is open on a weekday (0 = Sunday): the after-midnight part of the day before's hours
 * that close at or before they open (18:00-02:00 runs on to 02:00), then that weekday's own hours
 * ("00:00"-"00:00" is the whole day). "Open now", later slots and reservation hours all read this,
 * so a time offered is a time the shop counts as open.
 */
export function openingHoursOfDay(hours: readonly OpeningHours[], weekday: number): OpenStretch[] {
  const dayBefore = (weekday + 6) % 7;
  const stretches = hours.map((h) => {
    const open = toMinutes(h.open);
    const close = toMinutes(h.close) <= open ? toMinutes(h.close) + DAY_MINUTES : toMinutes(h.close);
    return { day: h.day, open, close };
  });
  return [
    ...stretches.filter((s) => s.day === dayBefore && s.close > DAY_MINUTES).map((s) => ({ open: s.open - DAY_MINUTES, close: s.close - DAY_MINUTES })),
    ...stretches.filter((s) => s.day === weekday).map((s) => ({ open: s.open, close: s.close })),
  ];
}
