import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import type { App } from '../../../src/app-instance';
import { BUCHAREST_STREETS } from '../../../src/domain/geocoding/bucharest-gazetteer';
import { gazetteerGeocoder } from '../../../src/domain/geocoding/gazetteer-geocoder';
import type { Geocoder } from '../../../src/domain/geocoding/geocoder';
import { isMarkerTooFarFromAddress } from '../../../src/domain/geocoding/marker-near-address';

// Spec §5 "a map marker moved too far from the typed address is rejected" (500 m), on the server.
const log = { warn: jest.fn() } as unknown as App['log'];
const withGeocoder = (geocoder: Geocoder) => ({ geocoder, log });

/** `metres` north of a point: a degree of latitude is about 111.2 km everywhere. */
function north(point: LatLng, metres: number): LatLng {
  return { lat: point.lat + metres / 111_195, lng: point.lng };
}

function street(lat: number, lng: number): AddressSuggestion {
  return { label: 'x', street: 'x', number: '1', city: 'x', lat, lng, kind: 'street' };
}

test('every address the checkout can choose from the gazetteer takes a marker moved up to 500 m, not further', async () => {
  const app = withGeocoder(gazetteerGeocoder());
  for (const entry of BUCHAREST_STREETS) {
    // What the checkout sends: the chosen suggestion's label, its point moved by the customer.
    const [chosen] = await app.geocoder.search(`${entry.street} 7`, 'en');
    expect(chosen).toMatchObject({ label: `${entry.street} 7, București`, lat: entry.lat, lng: entry.lng });
    expect(await isMarkerTooFarFromAddress(app, chosen!.label, north(entry, 450), 'en')).toBe(false);
    expect(await isMarkerTooFarFromAddress(app, chosen!.label, north(entry, 600), 'en')).toBe(true);
  }
  // Typed without the city, as a marker placed by hand is named: the same street.
  expect(await isMarkerTooFarFromAddress(app, 'Strada Lipscani 21', north(BUCHAREST_STREETS[0]!, 600), 'en')).toBe(true);
});

test('an address the search does not find, or finds only as a city or landmark, takes the marker as placed', async () => {
  const app = withGeocoder(gazetteerGeocoder());
  const far = { lat: 44.5, lng: 26.2 };
  expect(await isMarkerTooFarFromAddress(app, 'Strada Nimănui 9', far, 'en')).toBe(false);
  expect(await isMarkerTooFarFromAddress(app, 'Piața Unirii 3', far, 'en')).toBe(false);
});

test('near any of the streets the address is found at is near enough', async () => {
  const app = withGeocoder({ search: async () => [street(44.40, 26.00), street(44.45, 26.10)] });
  expect(await isMarkerTooFarFromAddress(app, 'Strada Mare 1', { lat: 44.4501, lng: 26.1 }, 'en')).toBe(false);
  expect(await isMarkerTooFarFromAddress(app, 'Strada Mare 1', { lat: 44.43, lng: 26.05 }, 'en')).toBe(true);
});

test('a geocoder that fails, or does not answer in time, does not hold or refuse the order', async () => {
  const far = { lat: 44.5, lng: 26.2 };
  const failing = withGeocoder({ search: async () => Promise.reject(new Error('down')) });
  expect(await isMarkerTooFarFromAddress(failing, 'Strada Lipscani 21', far, 'en')).toBe(false);
  const silent = withGeocoder({ search: () => new Promise<AddressSuggestion[]>(() => undefined) });
  const started = Date.now();
  expect(await isMarkerTooFarFromAddress(silent, 'Strada Lipscani 21', far, 'en', 50)).toBe(false);
  expect(Date.now() - started).toBeLessThan(5000);
});
