import { useStore } from '@nanostores/react';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import type { Product } from 'shared-contracts/types/product';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { askEarly } from '../../lib/early-answers';
import { useRequest } from '../../lib/use-request';
import { catalogStoreId } from '../products/catalog-store-id';
import { getProduct } from './api/get-product';

type ProductQuery = Parameters<typeof getProduct>[1];

/** The product in the shopper's store (its prices and stock) and the interface language. */
function productQuery(cartStoreId: number | null, settings: WebsiteSettings | null, language: string): ProductQuery {
  const storeId = catalogStoreId(cartStoreId, settings);
  return { translate_language: language, ...(storeId ? { store_id: storeId } : {}) };
}

function earlyKey(productId: number, query: ProductQuery): string {
  return `product ${productId} ${JSON.stringify(query)}`;
}

/** The product page's prefetch step: its product, asked for before the page renders. */
export function askProductEarly(productId: number): void {
  const query = productQuery($cart.get().store_id, $settings.get(), $language.get());
  askEarly(earlyKey(productId, query), () => getProduct(productId, query));
}

/**
 * The product, fetched again when the cart's store or the language changes. In another language it
 * is the same product: the page keeps showing it, and the customer's choices, until the new names are in.
 */
export function useProduct(productId: number) {
  const query = productQuery(useStore($cart).store_id, useStore($settings), useStore($language));
  // The key holds the product and the whole query, so it is also what says when to ask again.
  const key = earlyKey(productId, query);
  const subject = `${productId} ${query.store_id ?? ''}`;
  const request = useRequest<Product>((signal) => getProduct(productId, query, signal), [key], key, subject);
  return { ...request, storeId: query.store_id };
}
