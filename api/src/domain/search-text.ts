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

/** Every word of the query appears, in any order, inside the texts ("marg" finds "Margherita"). */
export function matchesSearch(query: string, texts: string[]): boolean {
  const haystack = texts.map(normaliseSearchText).join(' ');
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
