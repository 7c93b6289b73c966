/**
 * Spec §5 "street number required". The number is read from the street part of an address, before
 * the first comma ("Strada Lipscani 21, București"), after the street (Romanian, "nr. 12A") or
 * before it ("21 Baker Street"); or, the Spanish way, alone after the first comma ("Calle de
 * Alcalá, 45, Madrid"). What a geocoder offers as a house number is one: up to 4 digits with a
 * letter (12A), a range or a building and flat (12-14, 9/2, 53-1), "bis" or a letter apart (12 bis, 5 A).
 */
const NUMBER = String.raw`\d{1,4}\p{L}?(?:\s?[-/]\s?\d{1,4}\p{L}?)?(?:\s+(?:bis|ter|\p{L})(?![\p{L}\d]))?`;
// "nr." (Romanian), "nº"/"no." (Spanish, English) may stand before the number.
const MARK = String.raw`(?:(?:nr|n[º°o])\.?\s*)?`;
const NUMBER_AFTER = new RegExp(String.raw`[\s,]${MARK}(${NUMBER})\s*$`, 'iu');
const NUMBER_BEFORE = new RegExp(String.raw`^\s*(${NUMBER})\s+\S`, 'iu');
const NUMBER_ALONE = new RegExp(String.raw`^\s*${MARK}(${NUMBER})\s*$`, 'iu');

export function streetNumberOf(address: string): string | null {
  const [street = '', second = ''] = address.split(',');
  return NUMBER_AFTER.exec(street)?.[1] ?? NUMBER_BEFORE.exec(street)?.[1] ?? NUMBER_ALONE.exec(second)?.[1] ?? null;
}

export function hasStreetNumber(address: string): boolean {
  return streetNumberOf(address) !== null;
}
