import type { Language } from 'shared-contracts/types/language';

/** "Tuesday, 1 December" for a YYYY-MM-DD date, in the interface language (the date has no time zone). */
export function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** An event's date and hour in the store's time zone, in the interface language. */
export function formatDateTime(iso: string, language: Language, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}
