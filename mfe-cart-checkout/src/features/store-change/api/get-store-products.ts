import { api } from 'shared-contracts/api/client';
import type { Language } from 'shared-contracts/types/language';
import type { Product } from 'shared-contracts/types/product';

export interface StoreProductsRead {
  /** Handles its own failure: the error catalogue shows nothing for it. */
  quiet?: boolean;
  /** Names in this language whatever the language is when the request leaves (spec §7 translate_language). */
  language?: Language;
}

/**
 * Spec §7 GET public/products?product_ids=&store_id=&with=sizes: the cart's products as one store
 * sells them (the API's first store when the cart has none yet).
 */
export function getStoreProducts(productIds: number[], storeId: number | null, { quiet = false, language }: StoreProductsRead = {}): Promise<Product[]> {
  const searchParams = {
    product_ids: [...new Set(productIds)].join(','),
    ...(storeId === null ? {} : { store_id: storeId }),
    with: 'sizes',
    ...(language ? { translate_language: language } : {}),
  };
  return api().get('public/products', { searchParams, context: { quiet } }).json<Product[]>();
}
