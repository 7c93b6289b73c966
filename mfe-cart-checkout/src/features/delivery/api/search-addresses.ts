import { api } from 'shared-contracts/api/client';
import type { AddressSuggestion } from 'shared-contracts/types/address';

/** Address suggestions for what the customer typed; quiet: a failure shows in the form (spec §8 advice). */
export function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return api()
    .get('public/geocoding/search', { searchParams: { q: query }, context: { quiet: true }, ...(signal ? { signal } : {}) })
    .json<AddressSuggestion[]>();
}
