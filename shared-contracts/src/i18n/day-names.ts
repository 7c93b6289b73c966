/**
 * CLDR's long weekday and month names of the interface languages' locales (localeOf: en-GB, es-ES,
 * lt-LT, ro-RO) and the order they write "weekday, day month" in, so format-date can name a day
 * without loading ICU's date data (issue #11). format-date.test compares every day of a year with
 * Intl.DateTimeFormat, so the table cannot drift from what Intl writes.
 */
import type { Language } from 'shared-contracts/types/language';

interface DayNames {
  /** Sunday first, as Date#getUTCDay counts. */
  weekdays: readonly string[];
  /** January first; Lithuanian's are the genitive a date takes ("lapkričio 24 d."). */
  months: readonly string[];
  write: (parts: { weekday: string; day: string; month: string }) => string;
}

export const DAY_NAMES: Record<Language, DayNames> = {
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    write: ({ weekday, day, month }) => `${weekday} ${day} ${month}`,
  },
  es: {
    weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    write: ({ weekday, day, month }) => `${weekday}, ${day} de ${month}`,
  },
  lt: {
    weekdays: ['sekmadienis', 'pirmadienis', 'antradienis', 'trečiadienis', 'ketvirtadienis', 'penktadienis', 'šeštadienis'],
    months: ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio'],
    write: ({ weekday, day, month }) => `${month} ${day} d., ${weekday}`,
  },
  ro: {
    weekdays: ['duminică', 'luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă'],
    months: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
    write: ({ weekday, day, month }) => `${weekday}, ${day} ${month}`,
  },
};
