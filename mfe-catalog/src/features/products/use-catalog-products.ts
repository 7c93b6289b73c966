import { useStore } from '@nanostores/react';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import type { Product } from 'shared-contracts/types/product';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { askEarly } from '../../lib/early-answers';
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

type ProductsQuery = Parameters<typeof getProducts>[0];

/** What a filter asks the API for: the shopper's store's prices, in the interface language. */
function productsQuery(
  filter: CatalogProductsFilter,
  cartStoreId: number | null,
  settings: WebsiteSettings | null,
  language: string,
): ProductsQuery {
  const storeId = filter.store_id ?? catalogStoreId(cartStoreId, settings);
  return { ...filter, store_id: storeId ?? undefined, translate_language: language };
}

function earlyKey(query: ProductsQuery): string {
  return `products ${JSON.stringify(query)}`;
}

/** A screen's prefetch step: the products it will show, asked for before it renders. */
export function askProductsEarly(filter: CatalogProductsFilter): void {
  const query = productsQuery(filter, $cart.get().store_id, $settings.get(), $language.get());
  askEarly(earlyKey(query), () => getProducts(query));
}

/**
 * Products priced for the shopper's store, in the interface language; fetched again when the
 * cart's store or the language changes, since both change what the API answers. In another
 * language they are the same products: the page keeps showing them until the new names are in.
 */
export function useCatalogProducts(filter: CatalogProductsFilter) {
  const query = productsQuery(filter, useStore($cart).store_id, useStore($settings), useStore($language));
  // The key is the whole query, so it is also what says when to ask again.
  const key = earlyKey(query);
  const { translate_language: _language, ...subject } = query;
  return useRequest<Product[]>((signal) => getProducts(query, signal), [key], key, JSON.stringify(subject));
}
