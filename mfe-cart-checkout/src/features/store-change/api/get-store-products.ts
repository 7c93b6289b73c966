import { api } from 'shared-contracts/api/client';
import type { Product } from 'shared-contracts/types/product';

/** Spec §7 GET public/products?product_ids=&store_id=&with=sizes: the cart's products as one store sells them. */
export function getStoreProducts(productIds: number[], storeId: number): Promise<Product[]> {
  return api()
    .get('public/products', { searchParams: { product_ids: [...new Set(productIds)].join(','), store_id: storeId, with: 'sizes' } })
    .json<Product[]>();
}
