import { $cart, addProduct, setStore } from 'shared-contracts/stores/cart';
import type { Reorder } from './api/order-calls';

/**
 * Puts a reordered order's lines in the cart. The lines were priced for the cart's store (or, with
 * no store chosen yet, the order's store, which the cart then takes).
 */
export function reorderIntoCart(reorder: Reorder): number {
  if ($cart.get().store_id === null) setStore(reorder.store_id);
  for (const product of reorder.products) addProduct(product);
  return reorder.products.reduce((count, product) => count + product.quantity, 0);
}
