/**
 * A card's expiry as the API takes it (MM/YY), from the ways customers type it: "1230", "12 30",
 * "12/30", "12 / 30", "1/30", "12/2030". Phone keypads for numbers often have no slash. Anything
 * else comes back as typed, so the check refuses it with its own message.
 */
export function normaliseExpiry(typed: string): string {
  const trimmed = typed.trim();
  const match = /^(\d{1,2})\s*[/\s]\s*(\d{2}|20\d{2})$/.exec(trimmed) ?? /^(\d{2})(\d{2}|20\d{2})$/.exec(trimmed);
  return match ? `${match[1]!.padStart(2, '0')}/${match[2]!.slice(-2)}` : typed;
}

/**
 * The slash shown while typing: only for digits typed at the end, once the year begins ("123" to
 * "12/3"), so it never moves the cursor, and a slash the customer types after "12" is theirs.
 */
export function expiryAsTyped(value: string, caretAtEnd: boolean): string {
  return caretAtEnd && /^\d{3,4}$/.test(value) ? `${value.slice(0, 2)}/${value.slice(2)}` : value;
}
