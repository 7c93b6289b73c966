import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';
import { localeOf } from 'shared-contracts/language/locale';
import { formatDate, formatDateTime, formatDay, formatDayInSentence, formatTimeOfDay } from './format-date';

describe('dates in the interface language', () => {
  it('names a day in English, Spanish and Lithuanian', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('Tuesday 24 November');
    expect(formatDay('2026-11-24', 'es')).toBe('martes, 24 de noviembre');
    expect(formatDay('2026-11-24', 'lt')).toMatch(/lapkričio 24 d\., antradienis|antradienis, lapkričio 24 d\./);
  });

  it('names a day inside a sentence: Lithuanian puts the weekday in the accusative', () => {
    expect(formatDayInSentence('2026-12-08', 'lt')).toBe('gruodžio 8 d., antradienį');
    expect(formatDayInSentence('2026-12-13', 'lt')).toBe('gruodžio 13 d., sekmadienį');
    expect(formatDayInSentence('2026-11-24', 'en')).toBe('Tuesday 24 November');
    expect(formatDayInSentence('2026-11-24', 'es')).toBe('martes, 24 de noviembre');
    expect(formatDayInSentence('2026-11-24', 'ro')).toBe('marți, 24 noiembrie');
  });

  it('names every day of a leap year as Intl does, in every interface language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const intl = new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
      for (let date = Date.UTC(2028, 0, 1, 12); date < Date.UTC(2029, 0, 1); date += 86_400_000) {
        const day = new Date(date).toISOString().slice(0, 10);
        expect(`${language} ${formatDay(day, language)}`).toBe(`${language} ${intl.format(new Date(date))}`);
      }
    }
  });

  it('names a day in a language without a table, and a timestamp, as Intl does', () => {
    expect(formatDay('2026-11-24', 'de')).toBe('Dienstag, 24. November');
    expect(formatDay('2026-11-24T23:30:00Z', 'en')).toBe('Tuesday 24 November');
    expect(formatDay('2026-11-24', 'toString')).toBe(new Intl.DateTimeFormat('toString', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date('2026-11-24T12:00:00Z')));
  });

  it('keeps a day the same day whatever the time zone', () => {
    expect(formatDate('2026-11-24', 'en', 'Pacific/Kiritimati')).toBe('24 Nov 2026');
  });

  it('shows a timestamp in the given time zone', () => {
    expect(formatDate('2026-11-24T23:30:00Z', 'lt', 'Europe/Vilnius')).toBe('2026-11-25');
    expect(formatDateTime('2026-11-24T17:00:00Z', 'es', 'Europe/Bucharest')).toBe('martes, 24 de noviembre de 2026, 19:00');
  });

  it("writes a time of day on the shop's clock, in 24 hours in every language", () => {
    const afternoon = new Date('2026-11-24T13:05:00Z');
    for (const language of SUPPORTED_LANGUAGES) expect(formatTimeOfDay(afternoon, language, 'Europe/Bucharest')).toBe('15:05');
    expect(formatTimeOfDay(new Date('2026-11-24T23:30:00Z'), 'en', 'Europe/Madrid')).toBe('00:30');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
