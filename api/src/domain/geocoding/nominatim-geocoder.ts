import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { Geocoder } from './geocoder';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: { road?: string; pedestrian?: string; house_number?: string; city?: string; town?: string; village?: string };
}

/**
 * A Nominatim-compatible service (nominatim.org, Photon's Nominatim mode, a self-hosted one):
 * GET {url}/search?format=jsonv2&addressdetails=1. `countryCodes` keeps answers in the shop's country.
 */
export function nominatimGeocoder(url: string, countryCode: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async search(query, language) {
      const search = new URL('search', url.endsWith('/') ? url : `${url}/`);
      search.search = new URLSearchParams({
        q: query, format: 'jsonv2', addressdetails: '1', limit: '5', countrycodes: countryCode.toLowerCase(), 'accept-language': language,
      }).toString();
      const answer = await fetchImpl(search, { headers: { 'User-Agent': 'storefront-api' }, signal: AbortSignal.timeout(5000) });
      if (!answer.ok) throw new Error(`Geocoder answered ${answer.status}`);
      const places = (await answer.json()) as NominatimPlace[];
      return places.map((place): AddressSuggestion => {
        const street = place.address?.road ?? place.address?.pedestrian ?? place.display_name.split(',')[0] ?? '';
        const city = place.address?.city ?? place.address?.town ?? place.address?.village ?? '';
        const number = place.address?.house_number ?? null;
        return {
          label: [street && number ? `${street} ${number}` : street, city].filter(Boolean).join(', ') || place.display_name,
          street, number, city, lat: Number(place.lat), lng: Number(place.lon),
        };
      });
    },
  };
}
