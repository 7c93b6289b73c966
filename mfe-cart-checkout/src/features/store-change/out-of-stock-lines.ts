import type { InvalidCartLine } from 'shared-contracts/stores/invalid-cart-products';
import { cartLineKey } from 'shared-contracts/stores/same-cart-line';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';

const OUT_OF_STOCK = 'out_of_stock';

/**
 * The invalid lines with the stock the store's products were just read with. A cart restored at
 * start is not saved, so no POST public/carts answer marks a product gone out of stock since: its
 * line is marked here as that answer marks it (out_of_stock alone), and a product back in stock
 * loses the mark. Other rules, and lines of products not read, stay as the last answer left them.
 */
export function withStockOf(invalid: InvalidCartLine[], lines: CartProduct[], products: Product[]): InvalidCartLine[] {
  const outOfStock = new Map<string, boolean>();
  for (const line of lines) {
    const product = products.find((candidate) => candidate.id === line.id);
    if (product) outOfStock.set(cartLineKey(line), product.out_of_stock);
  }
  const next = invalid.flatMap((entry): InvalidCartLine[] => {
    const out = outOfStock.get(entry.key);
    if (out === undefined) return [entry];
    if (out) return [{ key: entry.key, rules: [OUT_OF_STOCK] }];
    const rules = entry.rules.filter((rule) => rule !== OUT_OF_STOCK);
    return rules.length > 0 ? [{ key: entry.key, rules }] : [];
  });
  for (const [key, out] of outOfStock) {
    if (out && !invalid.some((entry) => entry.key === key)) next.push({ key, rules: [OUT_OF_STOCK] });
  }
  // The very same list when nothing changed, so the screens showing it are not redrawn.
  return JSON.stringify(next) === JSON.stringify(invalid) ? invalid : next;
}
