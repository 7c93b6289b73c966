/** The API looks up ids of 1 to 999,999,999 (a product's, a menu's, a category's); it refuses others with a 400. */
const LARGEST_ID = 999_999_999;

/** Route ids are whole numbers; anything else (an old slug) goes through check-redirect (spec §2). */
export function isNumericId(value: string | undefined): value is string {
  return value !== undefined && /^\d+$/.test(value);
}

/**
 * A numeric id the API can look up. One it cannot (0, or too long) names nothing, so its page is
 * "not found" at once: asked for, it would only bring a 400 and a "Try again" that never works.
 */
export function isRouteId(value: string | undefined): value is string {
  return isNumericId(value) && Number(value) >= 1 && Number(value) <= LARGEST_ID;
}
