import { isMarkerTooFar } from 'shared-contracts/checkout/distance';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';

/**
 * How long an order waits for the geocoder. Orders are a hot path (p99 200 ms): a slow or down
 * provider must not hold them, so past this the marker is taken as the checkout took it.
 */
export const ADDRESS_SEARCH_TIMEOUT_MS = 1000;

/**
 * Spec §5 "a map marker moved too far from the typed address is rejected", checked again here:
 * the delivery area, its fee and minimum come from the marker, which must not be taken on the
 * browser's word. The address is searched as the checkout searched it (a chosen suggestion's label
 * finds that suggestion again); too far is farther than 500 m from every street it is found at.
 * Not found, only a city or landmark, failed or late: not too far, as the checkout lets a marker
 * placed by hand stand where the search found nothing.
 */
export async function isMarkerTooFarFromAddress(
  app: Pick<App, 'geocoder' | 'log'>,
  address: string,
  marker: LatLng,
  language: Language,
  timeoutMs = ADDRESS_SEARCH_TIMEOUT_MS,
): Promise<boolean> {
  const found = await searchWithin(app, address.trim(), language, timeoutMs);
  const streets = found.filter((suggestion) => suggestion.kind === 'street');
  return streets.length > 0 && streets.every((street) => isMarkerTooFar(street, marker));
}

/** The geocoder's suggestions, or none when it fails or has not answered in time. */
async function searchWithin(app: Pick<App, 'geocoder' | 'log'>, address: string, language: Language, timeoutMs: number): Promise<AddressSuggestion[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const found = await Promise.race([app.geocoder.search(address, language), late]);
    if (found === null) app.log.warn({ timeoutMs }, 'geocoder too slow to check the order marker');
    return found ?? [];
  } catch (error) {
    app.log.warn({ err: error }, 'geocoder failed to check the order marker');
    return [];
  } finally {
    clearTimeout(timer);
  }
}
