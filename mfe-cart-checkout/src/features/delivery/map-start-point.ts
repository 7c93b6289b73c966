import { parsePolygonRing } from 'shared-contracts/pricing/find-delivery-area';
import type { DeliveryArea, LatLng } from 'shared-contracts/types/delivery-area';
import type { Store } from 'shared-contracts/types/store';

/** A point the address search found, and the text it was found for (a street, or what was typed). */
export interface FoundAddress {
  text: string;
  point: LatLng;
}

/**
 * The found point that still belongs to what is typed: the customer typed on from it (e.g. a
 * number the search does not know after a street it found). Anything else is another address.
 */
export function foundPointOf(typed: string, found: FoundAddress | null): LatLng | null {
  const text = found?.text.trim().toLocaleLowerCase() ?? '';
  return found && text !== '' && typed.trim().toLocaleLowerCase().startsWith(text) ? found.point : null;
}

function centreOf(area: DeliveryArea): LatLng | null {
  const ring = parsePolygonRing(area.polygon);
  if (!ring) return null;
  const lats = ring.map((point) => point.lat);
  const lngs = ring.map((point) => point.lng);
  return { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
}

export interface MapStart {
  /** Where the search found the typed address (`foundPointOf`), if it did. */
  found: LatLng | null;
  /** The cart's store and point before the map opens. */
  storeId: number | null;
  previous: LatLng | null;
  stores: Store[];
  areas: DeliveryArea[];
}

/**
 * Where "find my address on the map" opens (spec §8): at the typed address if the search found it;
 * else where the shop delivers: the cart's store if it delivers, else the first store that does,
 * else the centre of the first delivery area; only then the cart's previous point, which may be
 * outside every area or belong to another address.
 */
export function mapStartPoint({ found, storeId, previous, stores, areas }: MapStart): LatLng {
  if (found) return found;
  const delivering = stores.filter((store) => store.has_delivery);
  const store = delivering.find((candidate) => candidate.id === storeId) ?? delivering[0];
  if (store) return { lat: store.lat, lng: store.lng };
  const centre = areas.map(centreOf).find((point) => point !== null);
  return centre ?? previous ?? (stores[0] ? { lat: stores[0].lat, lng: stores[0].lng } : { lat: 0, lng: 0 });
}
