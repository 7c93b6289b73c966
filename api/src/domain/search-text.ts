/**
 * Text as search compares it: lower case, accents and other combining marks removed, runs of
 * anything but letters and digits turned into one space. "Ciorbă" and "ciorba" become the same,
 * as do "Jamón" and "jamon"; Lithuanian "ė" matches "e" and Romanian "ș"/"ş" match "s".
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Words that only link others ("pizza cu ciuperci", "pizza with mushrooms"), as normalised: no
 * product text need hold them. Every language's at once, as a shop's texts fall back to English
 * where a translation is missing, so a customer may search in either. Never a negation ("sin",
 * "fără", "without", "be"): dropping it would find the very dish asked to be without.
 */
const LINKING_WORDS = new Set([
  ...['cu', 'si', 'de', 'la', 'din'], // ro
  ...['with', 'and', 'of', 'the', 'a', 'an'], // en
  ...['con', 'y', 'de', 'la', 'el', 'los', 'las'], // es
  ...['su', 'ir'], // lt
]);

/**
 * Every word of the query appears, in any order, inside the texts ("marg" finds "Margherita"), but
 * for linking words among others: a query of linking words alone still looks for them.
 */
export function matchesSearch(query: string, texts: string[]): boolean {
  const haystack = texts.map(normaliseSearchText).join(' ');
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  const meaningful = words.filter((word) => !LINKING_WORDS.has(word));
  const sought = meaningful.length > 0 ? meaningful : words;
  return sought.length > 0 && sought.every((word) => haystack.includes(word));
}
