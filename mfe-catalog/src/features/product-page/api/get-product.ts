import { api } from 'shared-contracts/api/client';
import type { Product } from 'shared-contracts/types/product';

/**
 * GET public/products/{productId}. Quiet: an unknown product shows this page's own 404 screen,
 * instead of the catalogue's "404 goes to the homepage".
 */
export function getProduct(
  productId: number,
  query: { store_id?: number; translate_language: string },
  signal?: AbortSignal,
): Promise<Product> {
  const searchParams: Record<string, string | number> = { translate_language: query.translate_language };
  if (query.store_id !== undefined) searchParams.store_id = query.store_id;
  return api()
    .get(`public/products/${productId}`, { searchParams, signal, context: { quiet: true } })
    .json<Product>();
}
