import { sizeAtStore } from 'shared-contracts/choices/size-at-store';
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

/** The products in English, at today's store and at the store the order was placed in. */
export interface SizeNames {
  here: Product[];
  then: Product[];
}

/**
 * A past order's lines as cart lines priced by today's store (the same pricing as placing an
 * order), with the lines that cannot be ordered again named. Sizes are per store, so a size is
 * found again by its English name, read from the order's store (the line keeps the name in the
 * customer's language, and a size since removed there keeps that stored name).
 */
export function reorder(order: AccountOrder, storeId: number, products: Product[], sizeNames: SizeNames): Reorder {
  const result: Reorder = { store_id: storeId, products: [], unavailable: [] };
  for (const line of order.lines) {
    const named = sizeNames.here.find((product) => product.id === line.product_id);
    const sizeThen = sizeNames.then.find((product) => product.id === line.product_id)?.sizes.find((s) => s.id === line.size_id);
    const englishName = sizeThen?.name ?? line.size_name;
    const size = line.size_id === null ? null : sizeAtStore(named?.sizes ?? [], { id: line.size_id, name: englishName });
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
