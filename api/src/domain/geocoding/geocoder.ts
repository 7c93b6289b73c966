import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { LatLng } from 'shared-contracts/types/delivery-area';

/**
 * Turns what a customer types into places to choose from (ARCHITECTURE §5: one interface).
 * `signal` aborts when the customer no longer waits for the answer (the browser left or searched again).
 */
export interface Geocoder {
  search(query: string, language: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
  /** The address at a point (the browser's position when the location form opens); null when none is near. */
  reverse?(point: LatLng, language: string, signal?: AbortSignal): Promise<AddressSuggestion | null>;
}

/** "Strada Lipscani 21" -> street "Strada Lipscani", number "21"; a number may carry a letter (21A). */
export function splitStreetNumber(query: string): { street: string; number: string | null } {
  const match = /^(.*?)[\s,]+(?:nr\.?\s*)?(\d{1,4}[a-zA-Z]?)\s*$/.exec(query.trim());
  if (!match) return { street: query.trim(), number: null };
  return { street: (match[1] ?? '').trim(), number: match[2] ?? null };
}
