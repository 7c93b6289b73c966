/**
 * Spec §5 "street number required". The number is read from the street part of an address, before
 * the first comma ("Strada Lipscani 21, București"): a group of up to 4 digits with an optional
 * letter, after the street (Romanian, "nr. 12A") or before it ("21 Baker Street").
 */
const NUMBER_AFTER = /[\s,](?:nr\.?\s*)?(\d{1,4}[a-zA-Z]?)\s*$/i;
const NUMBER_BEFORE = /^\s*(\d{1,4}[a-zA-Z]?)\s+\S/;

export function streetNumberOf(address: string): string | null {
  const street = address.split(',')[0] ?? '';
  return NUMBER_AFTER.exec(street)?.[1] ?? NUMBER_BEFORE.exec(street)?.[1] ?? null;
}

export function hasStreetNumber(address: string): boolean {
  return streetNumberOf(address) !== null;
}
