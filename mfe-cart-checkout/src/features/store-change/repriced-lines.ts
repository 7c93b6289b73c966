import { productOptionsPrice, productUnitPrice } from 'shared-contracts/pricing/product-price';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import type { PriceChange } from 'shared-contracts/stores/notify-price-changes';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';

/**
 * The cart lines at another store's prices. Sizes are per store (their ids differ), so the chosen
 * size is found again by its name; option prices are the store's too. A product the store does not
 * sell keeps its line: placing the order names it (the API refuses it with a clear message).
 */
export function repricedLines(lines: CartProduct[], products: Product[]): { lines: CartProduct[]; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const repriced = lines.map((line) => {
    const product = products.find((candidate) => candidate.id === line.id);
    if (!product) return line;
    const oldSize = line.sizes.find((size) => size.id === line.selected_size);
    const newSize = oldSize ? product.sizes.find((size) => size.name === oldSize.name) : undefined;
    const storeOptions = product.option_groups.flatMap((group) => group.options);
    const next: CartProduct = {
      ...line,
      price: product.price,
      pack_price: product.pack_price,
      sizes: product.sizes.map(({ product_store_id, id, name, price }) => ({ product_store_id, id, name, price })),
      selected_size: newSize?.id ?? null,
      options: line.options.map((option) => ({ ...option, price: storeOptions.find((o) => o.id === option.id)?.price ?? option.price })),
    };
    if (oldSize && !newSize) return line;
    const oldPrice = roundMoney(productUnitPrice(line) + productOptionsPrice(line));
    const newPrice = roundMoney(productUnitPrice(next) + productOptionsPrice(next));
    if (oldPrice !== newPrice) changes.push({ name: line.name, oldPrice, newPrice });
    return next;
  });
  return { lines: repriced, changes };
}
