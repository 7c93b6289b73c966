import { formatDate, formatDateTime, formatDay } from './format-date';

describe('dates in the interface language', () => {
  it('names a day in English, Spanish and Lithuanian', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('Tuesday 24 November');
    expect(formatDay('2026-11-24', 'es')).toBe('martes, 24 de noviembre');
    expect(formatDay('2026-11-24', 'lt')).toMatch(/lapkričio 24 d\., antradienis|antradienis, lapkričio 24 d\./);
  });

  it('keeps a day the same day whatever the time zone', () => {
    expect(formatDate('2026-11-24', 'en', 'Pacific/Kiritimati')).toBe('24 Nov 2026');
  });

  it('shows a timestamp in the given time zone', () => {
    expect(formatDate('2026-11-24T23:30:00Z', 'lt', 'Europe/Vilnius')).toBe('2026-11-25');
    expect(formatDateTime('2026-11-24T17:00:00Z', 'es', 'Europe/Bucharest')).toBe('martes, 24 de noviembre de 2026, 19:00');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
