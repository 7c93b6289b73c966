import type { AddressSuggestion } from 'shared-contracts/types/address';
import { streetNumberOf } from 'shared-contracts/checkout/street-number';
import { answerCache } from './answer-cache';
import type { Geocoder } from './geocoder';
import { nominatimUsageOf, type NominatimUsage } from './nominatim-usage';
import { requestSpacing } from './request-spacing';
import { sharedRequests } from './shared-requests';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: { road?: string; pedestrian?: string; house_number?: string; city?: string; town?: string; village?: string };
}

/**
 * Nominatim answers the street alone when it does not know the number typed (most numbers are not
 * mapped): the number typed is carried, as the gazetteer does, or the checkout would ask for the
 * number at every try. Read as the checkout reads it; not when the street's own name ends with it
 * ("Strada 1 Decembrie 1918").
 */
function typedNumber(street: string, typed: string | null): string | null {
  const number = typed === null ? null : streetNumberOf(typed);
  return number && !street.endsWith(` ${number}`) ? number : null;
}

/** `typed`: what the customer searched for; none for the address at a point. */
function toSuggestion(place: NominatimPlace, typed: string | null = null): AddressSuggestion {
  const street = place.address?.road ?? place.address?.pedestrian ?? place.display_name.split(',')[0] ?? '';
  const city = place.address?.city ?? place.address?.town ?? place.address?.village ?? '';
  // Without a road the answer is a city or a landmark: the customer places the marker from there.
  const kind = (place.address?.road ?? place.address?.pedestrian) ? 'street' : 'place';
  const number = place.address?.house_number ?? (kind === 'street' ? typedNumber(street, typed) : null);
  return {
    label: [street && number ? `${street} ${number}` : street, city].filter(Boolean).join(', ') || place.display_name,
    street, number, city, lat: Number(place.lat), lng: Number(place.lon), kind,
  };
}

/** Answers kept for the same words (or point) in the same language: customers search the same streets. */
const CACHE = { maxEntries: 500, keepMs: 10 * 60_000 };
/** Longer than this in the queue and the customer is told the search is unavailable (spec §8 advice) instead. */
const MAX_WAIT_MS = 3000;

/**
 * A Nominatim-compatible service (nominatim.org, Photon's Nominatim mode, a self-hosted one):
 * GET {url}/search?format=jsonv2&addressdetails=1 (and /reverse for a point). `countryCodes` keeps answers in the shop's country.
 * Answers are cached and requests spaced for the whole shop (`usage`): the public instance bans
 * an address that asks more than once a second, which would end address search for every customer.
 */
export function nominatimGeocoder(
  url: string,
  countryCode: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
  usage: NominatimUsage = nominatimUsageOf(url, process.env),
): Geocoder {
  const cached = answerCache<unknown>(CACHE.maxEntries, CACHE.keepMs);
  const spaced = requestSpacing(usage.minIntervalMs, MAX_WAIT_MS);
  const shared = sharedRequests();

  async function send(call: URL): Promise<unknown> {
    const answer = await fetchImpl(call, { headers: { 'User-Agent': usage.userAgent }, signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) throw new Error(`Geocoder answered ${answer.status}`);
    return answer.json();
  }

  /** `signal`: the customer no longer waits; a request still queued for nobody is then not sent. */
  async function ask<T>(path: 'search' | 'reverse', params: Record<string, string>, signal?: AbortSignal): Promise<T> {
    const call = new URL(path, url.endsWith('/') ? url : `${url}/`);
    call.search = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params }).toString();
    // The whole call is the key: the words or the point, and the language asked.
    const answer = cached(call.href, () => shared.start(call.href, (left) => spaced(() => send(call), left)));
    shared.join(call.href, signal);
    return (await answer) as T;
  }

  return {
    async search(query, language, signal) {
      const places = await ask<NominatimPlace[]>('search', { q: query, limit: '5', countrycodes: countryCode.toLowerCase(), 'accept-language': language }, signal);
      return places.map((place) => toSuggestion(place, query));
    },

    async reverse(point, language, signal) {
      const place = await ask<NominatimPlace | { error: string }>('reverse', { lat: String(point.lat), lon: String(point.lng), 'accept-language': language }, signal);
      return 'error' in place ? null : toSuggestion(place);
    },
  };
}
