/**
 * Whether a YYYY-MM-DD string names a day of the calendar. The schemas check only its shape, and
 * Date rolls an impossible day over (2027-02-31 reads as 3 March), so the day is written back and compared.
 */
export function isCalendarDay(isoDay: string): boolean {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === isoDay;
}
