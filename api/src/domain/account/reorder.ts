import type { CartProduct } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';
import type { AccountOrder } from '../../repositories/account-orders-repository';
import { pricedOrderLines } from '../priced-order-lines';

export interface Reorder {
  store_id: number;
  products: CartProduct[];
  /** The ordered lines today's store cannot sell as they were (gone, out of stock, size or option no longer offered). */
  unavailable: string[];
}

/**
 * A past order's lines as cart lines priced by today's store (the same pricing as placing an
 * order), with the lines that cannot be ordered again named. Sizes are per store, so a size is
 * found again by its name (`sizeNames`: the store's products in the language orders were stored in).
 */
export function reorder(order: AccountOrder, storeId: number, products: Product[], sizeNames: Product[]): Reorder {
  const result: Reorder = { store_id: storeId, products: [], unavailable: [] };
  for (const line of order.lines) {
    const named = sizeNames.find((product) => product.id === line.product_id);
    const size = line.size_id === null ? null : named?.sizes.find((s) => s.id === line.size_id || s.name === line.size_name);
    const label = line.size_name ? `${line.name} (${line.size_name})` : line.name;
    if (line.size_id !== null && !size) {
      result.unavailable.push(label);
      continue;
    }
    const { products: priced } = pricedOrderLines(
      [{ id: line.product_id, quantity: line.quantity, selected_size: size ? size.id : null, options: line.options.map(({ id, quantity }) => ({ id, quantity })) }],
      products,
    );
    if (priced[0]) result.products.push(priced[0]);
    else result.unavailable.push(label);
  }
  return result;
}
