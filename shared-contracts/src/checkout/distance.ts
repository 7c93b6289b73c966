import type { LatLng } from 'shared-contracts/types/delivery-area';

/** Great-circle distance in metres (haversine); plenty for "is the marker near the address". */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const radius = 6_371_000;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.sqrt(h));
}

/**
 * Spec §5: a map marker moved too far from the typed address is rejected. 500 m lets a customer
 * point at the right entrance or courtyard, not at another street.
 */
export const MARKER_MAX_DISTANCE_METRES = 500;

export function isMarkerTooFar(address: LatLng, marker: LatLng): boolean {
  return distanceMetres(address, marker) > MARKER_MAX_DISTANCE_METRES;
}
