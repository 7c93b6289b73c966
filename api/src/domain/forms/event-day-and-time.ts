import { localeOf } from 'shared-contracts/language/locale';
import type { Language } from 'shared-contracts/types/language';
import { storeClock } from '../later-slots';
import { dayInLanguage } from './day-in-language';

/**
 * When an event starts, in its store's time zone, as two words of `language` kept apart so each
 * e-mail puts them in a sentence of its own ("el sábado…, a las 19:00"): the day as the table
 * reservation's e-mail writes it, the hour on a 24-hour clock in every language, as the shop shows hours.
 */
export function eventDayAndTime(language: Language, startsAt: string, timeZone: string): { day: string; time: string } {
  const start = new Date(startsAt);
  return {
    day: dayInLanguage(language, storeClock(start, timeZone).date),
    time: new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short', hourCycle: 'h23', timeZone }).format(start),
  };
}
