import { findDeliveryArea } from './find-delivery-area';
import { deliveryArea } from './test-support/delivery-area';

// A 2 x 2 degree square around Bucharest: lat 44..46, lng 26..28.
const squareLatLng = [
  { lat: 44, lng: 26 },
  { lat: 44, lng: 28 },
  { lat: 46, lng: 28 },
  { lat: 46, lng: 26 },
];
const inside = { lat: 45, lng: 27 };
const outside = { lat: 45, lng: 29 };

// An L shape: the square's top-right quarter (lat > 45, lng > 27) is cut away.
const lShape = [
  { lat: 44, lng: 26 },
  { lat: 44, lng: 28 },
  { lat: 45, lng: 28 },
  { lat: 45, lng: 27 },
  { lat: 46, lng: 27 },
  { lat: 46, lng: 26 },
];

describe('findDeliveryArea', () => {
  it('reads {"coordinates": [[{lat, lng}]]}', () => {
    const area = deliveryArea({ polygon: JSON.stringify({ coordinates: [squareLatLng] }) });
    expect(findDeliveryArea([area], inside)).toBe(area);
    expect(findDeliveryArea([area], outside)).toBeNull();
  });

  it('reads bare rings [[{lat, lng}]]', () => {
    const area = deliveryArea({ polygon: JSON.stringify([squareLatLng]) });
    expect(findDeliveryArea([area], inside)).toBe(area);
  });

  it('reads GeoJSON rings in [lng, lat] order', () => {
    const ring = squareLatLng.map(({ lat, lng }) => [lng, lat]);
    const bare = deliveryArea({ polygon: JSON.stringify([ring]) });
    const geoJson = deliveryArea({ polygon: JSON.stringify({ type: 'Polygon', coordinates: [ring] }) });
    expect(findDeliveryArea([bare], inside)).toBe(bare);
    expect(findDeliveryArea([geoJson], inside)).toBe(geoJson);
    // lat 27, lng 45 would be inside if the order were read as [lat, lng]
    expect(findDeliveryArea([bare], { lat: 27, lng: 45 })).toBeNull();
  });

  it('follows concave outlines', () => {
    const area = deliveryArea({ polygon: JSON.stringify([lShape]) });
    expect(findDeliveryArea([area], { lat: 44.5, lng: 27.5 })).toBe(area);
    expect(findDeliveryArea([area], { lat: 45.5, lng: 26.5 })).toBe(area);
    expect(findDeliveryArea([area], { lat: 45.5, lng: 27.5 })).toBeNull();
  });

  it('returns the first area that contains the point', () => {
    const far = deliveryArea({ id: 1, polygon: JSON.stringify([[{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }]]) });
    const first = deliveryArea({ id: 2, polygon: JSON.stringify([squareLatLng]) });
    const second = deliveryArea({ id: 3, polygon: JSON.stringify([squareLatLng]) });
    expect(findDeliveryArea([far, first, second], inside)?.id).toBe(2);
  });

  it('treats malformed polygons as no match without throwing', () => {
    const broken = ['not json', '{}', 'null', '[]', '[[]]', JSON.stringify([[{ lat: 'x', lng: 1 }, { lat: 1, lng: 1 }, { lat: 2, lng: 2 }]]), JSON.stringify([[{ lat: 44, lng: 26 }, { lat: 46, lng: 28 }]])];
    const areas = broken.map((polygon, id) => deliveryArea({ id, polygon }));
    const good = deliveryArea({ id: 99, polygon: JSON.stringify([squareLatLng]) });
    expect(() => findDeliveryArea(areas, inside)).not.toThrow();
    expect(findDeliveryArea(areas, inside)).toBeNull();
    expect(findDeliveryArea([...areas, good], inside)).toBe(good);
  });
});
