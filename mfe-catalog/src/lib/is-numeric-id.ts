/** Route ids are whole numbers; anything else (an old slug) goes through check-redirect (spec §2). */
export function isNumericId(value: string | undefined): value is string {
  return value !== undefined && /^\d+$/.test(value);
}
