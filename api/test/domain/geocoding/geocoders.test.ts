import { gazetteerGeocoder } from '../../../src/domain/geocoding/gazetteer-geocoder';
import { splitStreetNumber } from '../../../src/domain/geocoding/geocoder';
import { nominatimGeocoder } from '../../../src/domain/geocoding/nominatim-geocoder';

test('the street number is split off what was typed', () => {
  expect(splitStreetNumber('Strada Lipscani 21')).toEqual({ street: 'Strada Lipscani', number: '21' });
  expect(splitStreetNumber('Calea Victoriei nr. 12A')).toEqual({ street: 'Calea Victoriei', number: '12A' });
  expect(splitStreetNumber('Lipscani')).toEqual({ street: 'Lipscani', number: null });
});

test('the gazetteer finds streets by the start of their words, without diacritics', async () => {
  const geocoder = gazetteerGeocoder();
  expect(await geocoder.search('lips 21', 'en')).toEqual([
    { label: 'Strada Lipscani 21, București', street: 'Strada Lipscani', number: '21', city: 'București', lat: 44.4316, lng: 26.1005 },
  ]);
  expect((await geocoder.search('soseaua pipera', 'en'))[0]).toMatchObject({ street: 'Șoseaua Pipera', number: null });
  expect(await geocoder.search('nowhere street 5', 'en')).toEqual([]);
});

test('a Nominatim-compatible service is asked with the shop country and language', async () => {
  const fetchImpl = jest.fn(async (_url: URL | RequestInfo) =>
    new Response(JSON.stringify([
      { lat: '44.43', lon: '26.10', display_name: 'x', address: { road: 'Strada Lipscani', house_number: '21', city: 'București' } },
    ])),
  );
  const geocoder = nominatimGeocoder('https://geo.example/', 'RO', fetchImpl as unknown as typeof fetch);
  expect(await geocoder.search('Lipscani 21', 'ro')).toEqual([
    { label: 'Strada Lipscani 21, București', street: 'Strada Lipscani', number: '21', city: 'București', lat: 44.43, lng: 26.1 },
  ]);
  const asked = new URL(String(fetchImpl.mock.calls[0]?.[0]));
  expect(asked.pathname).toBe('/search');
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: 'Lipscani 21', format: 'jsonv2', countrycodes: 'ro', 'accept-language': 'ro' });
});
