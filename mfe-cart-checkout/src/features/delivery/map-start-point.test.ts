import { aStore } from 'shared-contracts/test-support/website-settings';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import { foundPointOf, mapStartPoint, type MapStart } from './map-start-point';

const centre = aStore({ id: 7, lat: 44.43, lng: 26.1 });
const riverside = aStore({ id: 8, lat: 44.44, lng: 26.06 });
const pickupOnly = aStore({ id: 9, lat: 44.5, lng: 26.2, has_delivery: false });
const area: DeliveryArea = {
  id: 1, fee_type: 'fixed', transport_price: 10, min_order_value: 0, min_order_free_transport: null, fees: [],
  polygon: JSON.stringify({ coordinates: [[{ lat: 44.4, lng: 26 }, { lat: 44.4, lng: 26.2 }, { lat: 44.5, lng: 26.2 }, { lat: 44.5, lng: 26 }]] }),
};
// A point left on the cart from another address, outside the delivery area.
const PREVIOUS = { lat: 45.75, lng: 21.23 };
const start = (fields: Partial<MapStart>): MapStart => ({ found: null, storeId: null, previous: PREVIOUS, stores: [centre, riverside], areas: [area], ...fields });

describe('mapStartPoint', () => {
  it('opens at the typed address when the search found it', () => {
    expect(mapStartPoint(start({ found: { lat: 44.45, lng: 26.09 } }))).toEqual({ lat: 44.45, lng: 26.09 });
  });

  it('else at the cart\'s store that delivers, never at the previous point', () => {
    expect(mapStartPoint(start({ storeId: 8 }))).toEqual({ lat: 44.44, lng: 26.06 });
    // A pickup-only store is not where the shop delivers: the first store that does.
    expect(mapStartPoint(start({ storeId: 9, stores: [pickupOnly, centre] }))).toEqual({ lat: 44.43, lng: 26.1 });
  });

  it('else at the centre of the delivery area, and only then at the previous point', () => {
    expect(mapStartPoint(start({ stores: [pickupOnly] }))).toEqual({ lat: 44.45, lng: 26.1 });
    expect(mapStartPoint(start({ stores: [], areas: [] }))).toEqual(PREVIOUS);
  });
});

describe('foundPointOf', () => {
  const street = { text: 'Strada Lipscani', point: { lat: 44.431, lng: 26.101 } };
  it('keeps the found point while the customer types on from what was found', () => {
    expect(foundPointOf('strada lipscani 999', street)).toEqual(street.point);
  });
  it('forgets it for another address or when nothing was found', () => {
    expect(foundPointOf('Calea Victoriei 5', street)).toBeNull();
    expect(foundPointOf('Strada Lipscani 1', null)).toBeNull();
    expect(foundPointOf('anything', { text: ' ', point: street.point })).toBeNull();
  });
});
