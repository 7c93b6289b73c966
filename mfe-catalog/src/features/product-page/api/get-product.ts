import { api } from 'shared-contracts/api/client';
import type { Product, ProductNotSoldAnswer } from 'shared-contracts/types/product';
import { isNotFound } from '../../../lib/is-not-found';

/** The product is in the catalogue, but not on the asked store's menu; `soldAt` sells it, if a store does. */
export class NotSoldInStore extends Error {
  constructor(readonly soldAt: ProductNotSoldAnswer['sold_at']) {
    super('Not sold in this store');
  }
}

/** A 404 that gives its reason (ProductNotSoldAnswer) as NotSoldInStore; any other failure as it is. */
async function withReason(error: unknown): Promise<never> {
  if (isNotFound(error)) {
    const body = (await (error as { response: Response }).response.clone().json().catch(() => null)) as Partial<ProductNotSoldAnswer> | null;
    if (body?.reason === 'not_sold_in_store') throw new NotSoldInStore(body.sold_at ?? null);
  }
  throw error;
}

/**
 * GET public/products/{productId}. Quiet: an unknown product shows this page's own 404 screen,
 * instead of the catalogue's "404 goes to the homepage"; one another store sells, what it says.
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
    .json<Product>()
    .catch(withReason);
}
