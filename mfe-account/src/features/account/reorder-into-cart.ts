import { $cart, addProduct, setDeliveryType, setStore } from 'shared-contracts/stores/cart';
import type { DeliveryType } from 'shared-contracts/types/cart';
import type { Reorder } from './api/order-calls';

/**
 * Puts a reordered order's lines in the cart. The lines were priced for the cart's store (or, with
 * no store chosen yet, the order's store, which the cart then takes). Counts what went in: a line
 * the cart refuses (past its most of one product) is not counted.
 *
 * An empty cart also takes the order's way of getting the food: who had it delivered wants it
 * delivered again. A cart already holding food keeps the way its customer chose, and a table's or
 * a group order's cart keeps theirs; a table order is never brought back to a table left long ago.
 */
export function reorderIntoCart(reorder: Reorder, orderedFor: DeliveryType): number {
  const cart = $cart.get();
  if (cart.store_id === null) setStore(reorder.store_id);
  const ownCart = cart.products.length === 0 && cart.table_id === null && !cart.group_order;
  if (ownCart && orderedFor !== 'table' && orderedFor !== cart.delivery_type) setDeliveryType(orderedFor);
  return reorder.products.reduce((count, product) => count + (addProduct(product) ? product.quantity : 0), 0);
}
