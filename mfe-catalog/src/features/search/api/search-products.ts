import { api } from 'shared-contracts/api/client';
import type { Product } from 'shared-contracts/types/product';

/** GET public/search: products matching every word of q in the given language, accents ignored. */
export function searchProducts(
  query: { q: string; store_id?: number; translate_language: string },
  signal?: AbortSignal,
): Promise<Product[]> {
  const searchParams: Record<string, string | number> = { q: query.q, translate_language: query.translate_language };
  if (query.store_id !== undefined) searchParams.store_id = query.store_id;
  return api().get('public/search', { searchParams, signal }).json<Product[]>();
}
