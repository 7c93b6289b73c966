import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import type { Product } from 'shared-contracts/types/product';
import { getStoreProducts } from '../store-change/api/get-store-products';
import { linesNamedAsServed } from './lines-named-as-served';

/**
 * A cart line carries the names it was added with, in the language of that moment. The cart's
 * products are read again (the request carries the language, spec §7) and the lines renamed, so
 * the cart reads in the language the customer reads now. Resolves when done; a failed read leaves
 * the names as they are.
 */
export async function nameLinesInLanguage(): Promise<void> {
  const { products, store_id } = $cart.get();
  if (products.length === 0) return;
  const language = $language.get();
  let served: Product[];
  try {
    served = await getStoreProducts(products.map((line) => line.id), store_id, { quiet: true, language });
  } catch {
    return;
  }
  // Asked in a language the customer has left since: the read for the new one names the lines.
  if ($language.get() !== language) return;
  // The cart as it is now: lines added, removed or changed meanwhile are all kept.
  const current = $cart.get().products;
  const named = linesNamedAsServed(current, served);
  if (named.some((line, i) => line !== current[i])) updateCart({ products: named });
}

/** Names the shown cart's lines in the current language: when shown, on a change of language, and for products new to the cart. */
export function useLineNamesInLanguage(): void {
  const language = useStore($language);
  const productIds = [...new Set(useStore($cart).products.map((line) => line.id))].sort().join(',');
  useEffect(() => {
    void nameLinesInLanguage();
  }, [language, productIds]);
}
