import type { DeliveryArea, LatLng } from 'shared-contracts/types/delivery-area';

function toLatLng(point: unknown): LatLng | null {
  if (Array.isArray(point)) {
    // GeoJSON order is [lng, lat].
    const [lng, lat] = point.map(Number);
    return Number.isFinite(lat) && Number.isFinite(lng) ? { lat: lat as number, lng: lng as number } : null;
  }
  if (point && typeof point === 'object' && 'lat' in point && 'lng' in point) {
    const lat = Number(point.lat);
    const lng = Number(point.lng);
    return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  }
  return null;
}

/**
 * The first ring of a polygon's JSON text. Accepted shapes:
 * - {"coordinates": [[{lat, lng}, ...]]} (the spec's shape, also with a GeoJSON "type"),
 * - [[{lat, lng}, ...]] (rings without the wrapper),
 * - GeoJSON rings [[[lng, lat], ...]], bare or inside {"coordinates": ...}.
 * Anything else (bad JSON, fewer than 3 valid points) is no polygon: null, never a throw.
 */
export function parsePolygonRing(polygon: string): LatLng[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(polygon);
  } catch {
    return null;
  }
  const rings = parsed && typeof parsed === 'object' && 'coordinates' in parsed ? parsed.coordinates : parsed;
  if (!Array.isArray(rings) || !Array.isArray(rings[0])) return null;
  const ring = (rings[0] as unknown[]).map(toLatLng);
  if (ring.length < 3 || ring.some((point) => point === null)) return null;
  return ring as LatLng[];
}

/** Ray casting: count how many edges a ray going east from the point crosses (odd = inside). */
export function isInsideRing(ring: LatLng[], point: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as LatLng;
    const b = ring[j] as LatLng;
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Spec §4: the delivery area is the first area whose polygon contains the geolocation. */
export function findDeliveryArea(areas: DeliveryArea[], point: LatLng): DeliveryArea | null {
  return (
    areas.find((area) => {
      const ring = parsePolygonRing(area.polygon);
      return ring !== null && isInsideRing(ring, point);
    }) ?? null
  );
}
