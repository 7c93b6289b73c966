import { distanceMetres, MARKER_MAX_DISTANCE_METRES } from 'shared-contracts/checkout/distance';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import { BUCHAREST_PLACES, BUCHAREST_STREETS, GAZETTEER_CITY } from './bucharest-gazetteer';
import { splitStreetNumber, type Geocoder } from './geocoder';

/** Case and diacritics do not matter: "soseaua" finds "Șoseaua". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Every word typed must start a word of the street name: "lips" and "str lipscani" both find Strada Lipscani. */
function matches(street: string, typed: string): boolean {
  const words = fold(street).split(/[\s.-]+/);
  const wanted = fold(typed).split(/[\s,.-]+/).filter(Boolean);
  return wanted.length > 0 && wanted.every((part) => words.some((word) => word.startsWith(part)));
}

/** At most this many suggestions; streets come before places, since most people type their street. */
const MAX_SUGGESTIONS = 5;

export function gazetteerGeocoder(): Geocoder {
  return {
    async search(query) {
      const { street, number } = splitStreetNumber(query);
      const streets = BUCHAREST_STREETS.filter((entry) => matches(entry.street, street)).map(
        (entry): AddressSuggestion => ({
          label: `${entry.street}${number ? ` ${number}` : ''}, ${GAZETTEER_CITY}`,
          street: entry.street,
          number,
          city: GAZETTEER_CITY,
          lat: entry.lat,
          lng: entry.lng,
          kind: 'street',
        }),
      );
      // A place is searched by the whole query: "Piața Unirii 3" is still Piața Unirii.
      const places = BUCHAREST_PLACES.filter((place) => place.names.some((name) => matches(name, street) || matches(name, query))).map(
        (place): AddressSuggestion => {
          const name = place.names[0] ?? GAZETTEER_CITY;
          return {
            label: name === GAZETTEER_CITY ? name : `${name}, ${GAZETTEER_CITY}`,
            street: '',
            number: null,
            city: GAZETTEER_CITY,
            lat: place.lat,
            lng: place.lng,
            kind: 'place',
          };
        },
      );
      return [...streets, ...places].slice(0, MAX_SUGGESTIONS);
    },

    /** The nearest street within the marker's reach; the customer adds the number and chooses. */
    async reverse(point) {
      const nearest = BUCHAREST_STREETS.map((entry) => ({ entry, metres: distanceMetres(point, entry) }))
        .filter(({ metres }) => metres <= MARKER_MAX_DISTANCE_METRES)
        .sort((a, b) => a.metres - b.metres)[0];
      if (!nearest) return null;
      const { street } = nearest.entry;
      return { label: `${street}, ${GAZETTEER_CITY}`, street, number: null, city: GAZETTEER_CITY, lat: point.lat, lng: point.lng, kind: 'street' };
    },
  };
}
