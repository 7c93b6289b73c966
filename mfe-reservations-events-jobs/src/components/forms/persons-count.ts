/**
 * The number of persons typed, when it is a whole number written in digits (spaces around it
 * allowed), else null. Number() alone reads "1e1" as 10 and "0x5" as 5, which booked ten people
 * for someone who typed neither (spec §5: numbers are digits, with at most a minus and one dot).
 */
export function personsCount(typed: string): number | null {
  const text = typed.trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}
