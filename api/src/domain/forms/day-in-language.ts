import { localeOf } from 'shared-contracts/language/locale';
import type { Language } from 'shared-contracts/types/language';
import { isCalendarDay } from '../calendar-day';

/**
 * A reservation day (YYYY-MM-DD) as a person of `language` writes it, e.g. "domingo, 27 de
 * diciembre de 2026". The day is a calendar day, not an instant, so it is read and shown in UTC.
 * A day that does not exist is shown as it was sent (the reservation route refuses one before any
 * sentence names it). English is the shop's en-GB ("Sunday, 27 December 2026"), as the interface
 * writes it, not Intl's American "en".
 */
export function dayInLanguage(language: Language, isoDay: string): string {
  if (!isCalendarDay(isoDay)) return isoDay;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}
