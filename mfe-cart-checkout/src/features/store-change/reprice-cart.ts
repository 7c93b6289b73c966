import { notifyPriceChanges } from 'shared-contracts/stores/notify-price-changes';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $invalidCartLines } from 'shared-contracts/stores/invalid-cart-products';
import { getStoreProducts } from './api/get-store-products';
import { withStockOf } from './out-of-stock-lines';
import { repricedLines } from './repriced-lines';

/**
 * Spec §4/§8 store or location change: the cart's prices are compared with the store's, the cart
 * corrected, and the customer told which products changed (old and new price). A product out of
 * stock there marks its line as a save's answer does (withStockOf), so the cart offers to remove it.
 */
export async function repriceCartForStore(storeId: number, currency: string): Promise<void> {
  const { products } = $cart.get();
  if (products.length === 0) return;
  const storeProducts = await getStoreProducts(products.map((line) => line.id), storeId);
  // The customer may have changed the cart meanwhile: reprice what is there now.
  const current = $cart.get();
  if (current.store_id !== storeId) return;
  const { lines, changes } = repricedLines(current.products, storeProducts, current.delivery_type);
  // Before the cart is known unchanged: a restored cart's lines go out of stock without changing.
  $invalidCartLines.set(withStockOf($invalidCartLines.get(), lines, storeProducts));
  // Corrected even when no price the customer sees changed: the other store's size ids or pack
  // price would have every order refused.
  if (lines.every((line, i) => line === current.products[i])) return;
  updateCart({ products: lines });
  notifyPriceChanges(changes, currency);
}
