import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { DeliveryAddress } from 'shared-contracts/types/user';

/** What the address search did for the street in the form. */
export interface StreetSearch {
  /** The suggestion the customer chose; it counts while the street reads as its label. */
  chosen: AddressSuggestion | null;
  /** The last answer, for the street it was asked for. */
  answered: { query: string; outcome: 'found' | 'not_found' | 'failed' } | null;
}

type Point = Pick<DeliveryAddress, 'lat' | 'lng'>;

/**
 * The map point a saved address keeps, or 'choose' when the customer must choose from the
 * suggestions first (spec §5). An unchanged street keeps its point; a chosen suggestion brings its
 * own. A street the search does not know (or a search that failed) is saved without a point, null
 * and never a made-up 0,0: checkout searches it again and its map places it, as for a new address.
 */
export function streetPoint(saved: DeliveryAddress | null, street: string, search: StreetSearch): Point | 'choose' {
  if (saved && street.trim() === saved.address.trim()) return { lat: saved.lat, lng: saved.lng };
  if (search.chosen && search.chosen.label === street) return { lat: search.chosen.lat, lng: search.chosen.lng };
  const answered = search.answered?.query === street ? search.answered.outcome : null;
  if (answered === 'not_found' || answered === 'failed') return { lat: null, lng: null };
  return 'choose';
}
