import { $cart, addProduct, setStore } from 'shared-contracts/stores/cart';
import type { Reorder } from './api/order-calls';

/**
 * Puts a reordered order's lines in the cart. The lines were priced for the cart's store (or, with
 * no store chosen yet, the order's store, which the cart then takes). Counts what went in: a line
 * the cart refuses (past its most of one product) is not counted.
 */
export function reorderIntoCart(reorder: Reorder): number {
  if ($cart.get().store_id === null) setStore(reorder.store_id);
  return reorder.products.reduce((count, product) => count + (addProduct(product) ? product.quantity : 0), 0);
}
