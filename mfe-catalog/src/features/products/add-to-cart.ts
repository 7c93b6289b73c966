import { createContext } from 'react';
import { $cart, addProduct, setStore } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import type { Cart, CartProduct } from 'shared-contracts/types/cart';

/** A store page's store: its cards show that store's prices, whatever store the cart has. */
export const StorePageContext = createContext<number | null>(null);

/**
 * Whether a store page moves the cart to its store. A cart with no store takes it; so does one with
 * nothing in it, as a returning visitor's often is: kept at an earlier visit's store, it would take
 * lines priced here and order them there. Lines in the cart keep its store (see addToCart), and so
 * do a group order (even before its store is known) and a table: the store is theirs.
 */
export function cartTakesStorePage(cart: Cart): boolean {
  return !cart.group_order && (cart.store_id === null || (cart.products.length === 0 && cart.delivery_type !== 'table'));
}

/**
 * Adds a line priced at a chosen store: `storePage`, else the one the settings name (the visit
 * began at a store's address), not catalogStoreId's first-store guess, for which the checkout picks
 * a store itself. A cart with no store yet takes the chosen one, so the checkout keeps the price
 * the customer saw instead of repricing at its default store (an empty cart on a store page has
 * taken that store already: cartTakesStorePage). A cart with lines and another store keeps it, as a
 * reorder does: it was chosen (at the checkout, for the delivery address, by the group order), and
 * moving it would reprice every other line and could leave an address the new store does not
 * deliver to. The store page says so; the checkout compares this line with its store's price and
 * tells the customer (spec §4). Returns whether the line went in.
 */
export function addToCart(line: CartProduct, storePage: number | null): boolean {
  if (!addProduct(line)) return false;
  const pricedAt = storePage ?? $settings.get()?.store_id;
  if (pricedAt && $cart.get().store_id === null) setStore(pricedAt);
  return true;
}
