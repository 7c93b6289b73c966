import { notifyPriceChanges } from 'shared-contracts/stores/notify-price-changes';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { getStoreProducts } from './api/get-store-products';
import { repricedLines } from './repriced-lines';

/**
 * Spec §4/§8 store or location change: the cart's prices are compared with the store's, the cart
 * corrected, and the customer told which products changed (old and new price).
 */
export async function repriceCartForStore(storeId: number, currency: string): Promise<void> {
  const { products } = $cart.get();
  if (products.length === 0) return;
  const storeProducts = await getStoreProducts(products.map((line) => line.id), storeId);
  // The customer may have changed the cart meanwhile: reprice what is there now.
  const current = $cart.get();
  if (current.store_id !== storeId) return;
  const { lines, changes } = repricedLines(current.products, storeProducts, current.delivery_type);
  // Corrected even when no price the customer sees changed: the other store's size ids or pack
  // price would have every order refused.
  if (lines.every((line, i) => line === current.products[i])) return;
  updateCart({ products: lines });
  notifyPriceChanges(changes, currency);
}
