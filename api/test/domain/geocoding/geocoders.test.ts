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
    { label: 'Strada Lipscani 21, București', street: 'Strada Lipscani', number: '21', city: 'București', lat: 44.4316, lng: 26.1005, kind: 'street' },
  ]);
  expect((await geocoder.search('soseaua pipera', 'en'))[0]).toMatchObject({ street: 'Șoseaua Pipera', number: null, kind: 'street' });
  expect(await geocoder.search('nowhere street 5', 'en')).toEqual([]);
});

test('spec §8: the city and landmarks are found too, as places to open the map at, after the streets', async () => {
  const geocoder = gazetteerGeocoder();
  expect((await geocoder.search('bucuresti', 'en')).find((found) => found.kind === 'place')).toEqual(
    { label: 'București', street: '', number: null, city: 'București', lat: 44.4268, lng: 26.1025, kind: 'place' },
  );
  expect((await geocoder.search('Bucharest', 'en'))[0]).toMatchObject({ label: 'București', kind: 'place' });
  expect((await geocoder.search('ateneul', 'en'))[0]).toMatchObject({ label: 'Ateneul Român, București', kind: 'place' });
  expect((await geocoder.search('romanian athenaeum', 'en'))[0]).toMatchObject({ label: 'Ateneul Român, București' });
  // "Unirii" is a street and a square: the street first.
  expect((await geocoder.search('unirii', 'en')).map((found) => [found.label, found.kind])).toEqual([
    ['Bulevardul Unirii, București', 'street'],
    ['Piața Unirii, București', 'place'],
  ]);
  // A number typed after a place does not make it an address.
  expect((await geocoder.search('piata unirii 3', 'en')).find((found) => found.kind === 'place')).toMatchObject({ label: 'Piața Unirii, București', number: null });
});

test('a Nominatim-compatible service is asked with the shop country and language', async () => {
  const fetchImpl = jest.fn(async (_url: URL | RequestInfo) =>
    new Response(JSON.stringify([
      { lat: '44.43', lon: '26.10', display_name: 'x', address: { road: 'Strada Lipscani', house_number: '21', city: 'București' } },
    ])),
  );
  const geocoder = nominatimGeocoder('https://geo.example/', 'RO', fetchImpl as unknown as typeof fetch);
  expect(await geocoder.search('Lipscani 21', 'ro')).toEqual([
    { label: 'Strada Lipscani 21, București', street: 'Strada Lipscani', number: '21', city: 'București', lat: 44.43, lng: 26.1, kind: 'street' },
  ]);
  const asked = new URL(String(fetchImpl.mock.calls[0]?.[0]));
  expect(asked.pathname).toBe('/search');
  // An answer without a road is a city or a landmark.
  fetchImpl.mockResolvedValueOnce(new Response(JSON.stringify([{ lat: '44.44', lon: '26.09', display_name: 'Ateneul Român, București', address: { city: 'București' } }])));
  expect(await geocoder.search('Ateneul', 'ro')).toMatchObject([{ label: 'Ateneul Român, București', kind: 'place', number: null }]);
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: 'Lipscani 21', format: 'jsonv2', countrycodes: 'ro', 'accept-language': 'ro' });
});

/** A Nominatim jsonv2 answer for a street it knows no house numbers of: the road alone, its middle's point. */
function nominatimStreet(road: string, lat: string, lon: string) {
  return {
    place_id: 123456789, licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright', osm_type: 'way', osm_id: 24918034,
    lat, lon, category: 'highway', type: 'residential', place_rank: 26, importance: 0.0533, addresstype: 'road', name: road,
    display_name: `${road}, Centrul Istoric, Sector 3, București, 030167, România`,
    address: { road, quarter: 'Centrul Istoric', suburb: 'Sector 3', city: 'București', 'ISO3166-2-lvl4': 'RO-B', postcode: '030167', country: 'România', country_code: 'ro' },
    boundingbox: ['44.4308', '44.4324', '26.0985', '26.1026'],
  };
}

test('Nominatim offers the street alone for a number it does not know: the number typed is carried, as the gazetteer does', async () => {
  const answers = [
    [nominatimStreet('Strada Lipscani', '44.4316', '26.1005')],
    [nominatimStreet('Strada Lipscani', '44.4316', '26.1005')],
    [nominatimStreet('Strada 1 Decembrie 1918', '44.4121', '26.1582')],
    [nominatimStreet('Strada Lipscani', '44.4316', '26.1005')],
    nominatimStreet('Strada Lipscani', '44.4316', '26.1005'),
  ];
  const fetchImpl = jest.fn(async () => new Response(JSON.stringify(answers.shift())));
  const geocoder = nominatimGeocoder('https://geo.example', 'RO', fetchImpl as unknown as typeof fetch);
  expect(await geocoder.search('Strada Lipscani 21', 'ro')).toEqual([
    { label: 'Strada Lipscani 21, București', street: 'Strada Lipscani', number: '21', city: 'București', lat: 44.4316, lng: 26.1005, kind: 'street' },
  ]);
  // Read as the checkout reads a number: after the street and before the city too.
  expect(await geocoder.search('Lipscani nr. 12A, București', 'ro')).toMatchObject([{ label: 'Strada Lipscani 12A, București', number: '12A' }]);
  // The number ending the street's own name is not a house number.
  expect(await geocoder.search('Strada 1 Decembrie 1918', 'ro')).toMatchObject([{ label: 'Strada 1 Decembrie 1918, București', number: null }]);
  // Typed without a number, the street is still offered without one.
  expect(await geocoder.search('Strada Lipscani', 'ro')).toMatchObject([{ label: 'Strada Lipscani, București', number: null }]);
  // At a point nothing was typed: the customer adds the number.
  expect(await geocoder.reverse?.({ lat: 44.4316, lng: 26.1005 }, 'ro')).toMatchObject({ label: 'Strada Lipscani, București', number: null });
});

test('the gazetteer names the nearest street within reach of a point, without a number', async () => {
  const geocoder = gazetteerGeocoder();
  expect(await geocoder.reverse?.({ lat: 44.4318, lng: 26.1008 }, 'en')).toEqual({
    label: 'Strada Lipscani, București', street: 'Strada Lipscani', number: null, city: 'București', lat: 44.4318, lng: 26.1008, kind: 'street',
  });
  // The middle of the Black Sea is near no street.
  expect(await geocoder.reverse?.({ lat: 43.5, lng: 34 }, 'en')).toBeNull();
});

test('a Nominatim-compatible service is asked for the address at a point; "unable to geocode" is none', async () => {
  const answers = [
    { lat: '44.4316', lon: '26.1005', display_name: 'x', address: { road: 'Strada Lipscani', house_number: '21', city: 'București' } },
    { error: 'Unable to geocode' },
  ];
  const fetchImpl = jest.fn(async (_url: URL | RequestInfo) => new Response(JSON.stringify(answers.shift())));
  const geocoder = nominatimGeocoder('https://geo.example', 'RO', fetchImpl as unknown as typeof fetch);
  expect(await geocoder.reverse?.({ lat: 44.4316, lng: 26.1005 }, 'lt')).toMatchObject({ label: 'Strada Lipscani 21, București', number: '21' });
  const asked = new URL(String(fetchImpl.mock.calls[0]?.[0]));
  expect(asked.pathname).toBe('/reverse');
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({ lat: '44.4316', lon: '26.1005', format: 'jsonv2', 'accept-language': 'lt' });
  expect(await geocoder.reverse?.({ lat: 0, lng: 0 }, 'lt')).toBeNull();
});
