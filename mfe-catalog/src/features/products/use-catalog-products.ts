import { useStore } from '@nanostores/react';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import type { Product } from 'shared-contracts/types/product';
import { useRequest } from '../../lib/use-request';
import { getProducts } from './api/get-products';
import { catalogStoreId } from './catalog-store-id';

export interface CatalogProductsFilter {
  menu_id?: number;
  category_id?: number;
  recommended?: boolean;
  /** A store page lists its own store's prices, whatever store the cart has. */
  store_id?: number;
}

/**
 * Products priced for the shopper's store, in the interface language; fetched again when the
 * cart's store or the language changes, since both change what the API answers.
 */
export function useCatalogProducts(filter: CatalogProductsFilter) {
  const cartStoreId = useStore($cart).store_id;
  const settings = useStore($settings);
  const language = useStore($language);
  const storeId = filter.store_id ?? catalogStoreId(cartStoreId, settings);
  return useRequest<Product[]>(
    (signal) =>
      getProducts({ ...filter, store_id: storeId ?? undefined, translate_language: language }, signal),
    [storeId, language, filter.menu_id, filter.category_id, filter.recommended],
  );
}
