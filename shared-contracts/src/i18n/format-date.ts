/**
 * Dates and times in the interface language (issue #10), written once for every remote: a
 * Lithuanian customer reads "2026 m. lapkričio 24 d., antradienis", a Spanish one "martes, 24 de
 * noviembre". A YYYY-MM-DD day has no time zone, so it is read at noon UTC and shown in UTC.
 */
import { localeOf } from 'shared-contracts/language/locale';
import type { Language } from 'shared-contracts/types/language';
import { DAY_NAMES } from './day-names';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function instant(value: string): Date {
  return DAY_ONLY.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/**
 * "Tuesday 24 November" for a YYYY-MM-DD day (a later order, a reservation). The interface
 * languages' days are written from day-names, not by Intl: the checkout lists the later days in its
 * first render when the store is closed, and the first Intl.DateTimeFormat a page builds loads ICU's
 * date data, some 60 ms of main thread at Lighthouse's 4x CPU in one long task (issue #11).
 */
export function formatDay(day: string, language: Language | string): string {
  const when = instant(day);
  const names = Object.hasOwn(DAY_NAMES, language) ? DAY_NAMES[language as Language] : undefined;
  if (names && !Number.isNaN(when.getTime())) {
    return names.write({ weekday: names.weekdays[when.getUTCDay()]!, day: String(when.getUTCDate()), month: names.months[when.getUTCMonth()]! });
  }
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(when);
}

/**
 * The day as a sentence says it ("we will deliver your order on ..."): Lithuanian puts the weekday
 * in the accusative ("gruodžio 8 d., antradienį"). formatDay's nominative suits a label on its own
 * (the later days' dropdown). Every Lithuanian weekday's nominative ends in -is.
 */
export function formatDayInSentence(day: string, language: Language | string): string {
  const named = formatDay(day, language);
  return language === 'lt' ? named.replace(/is$/, 'į') : named;
}

/** "24 Nov 2026" for a day or a timestamp (points history, voucher validity). */
export function formatDate(value: string, language: Language | string, timeZone?: string): string {
  const date = instant(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = DAY_ONLY.test(value) ? 'UTC' : timeZone;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', ...(zone ? { timeZone: zone } : {}) }).format(date);
}

/** An event's date and hour in the store's time zone. */
export function formatDateTime(iso: string, language: Language | string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/**
 * "15:05": an instant's hour and minute in the shop's time zone, the same way in every language, as
 * its opening hours read (the time an order still to pay must be paid by).
 */
export function formatTimeOfDay(when: Date, language: Language | string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).format(when);
}
