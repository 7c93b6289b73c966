import { sizeAtStore } from 'shared-contracts/choices/size-at-store';
import { soldSize } from 'shared-contracts/pricing/product-price';
import type { PriceChange } from 'shared-contracts/stores/notify-price-changes';
import type { CartProduct, DeliveryType } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';
import { linePrice } from '../cart/line-price';

/** What one unit of the line costs the customer: size or price, options, and packaging where it is paid. */
function unitPrice(line: CartProduct, deliveryType: DeliveryType): number {
  return linePrice({ ...line, quantity: 1 }, deliveryType);
}

/** Everything the store prices on a line; names are left to the cart's language. */
function samePricing(a: CartProduct, b: CartProduct): boolean {
  return (
    a.price === b.price &&
    a.pack_price === b.pack_price &&
    a.selected_size === b.selected_size &&
    a.sizes.length === b.sizes.length &&
    a.sizes.every((size, i) => size.id === b.sizes[i]?.id && size.product_store_id === b.sizes[i]?.product_store_id && size.price === b.sizes[i]?.price) &&
    a.options.every((option, i) => option.price === b.options[i]?.price)
  );
}

/**
 * The catalogue's flags the order is judged by, as the product is now: a product age-restricted,
 * moved to another category (a category voucher's value) or made for-later or today-only since it
 * was put in the cart is refused, or valued otherwise, by the API, which reads them afresh.
 */
function catalogueFlags(product: Product): Pick<CartProduct, 'age_restriction' | 'categories' | 'only_for_later' | 'today_only'> {
  return {
    age_restriction: product.age_restriction,
    categories: product.categories.map(({ id }) => ({ id })),
    only_for_later: product.only_for_later ?? false,
    today_only: product.today_only ?? false,
  };
}

function sameFlags(a: CartProduct, b: CartProduct): boolean {
  return (
    a.age_restriction === b.age_restriction &&
    (a.only_for_later ?? false) === (b.only_for_later ?? false) &&
    (a.today_only ?? false) === (b.today_only ?? false) &&
    a.categories.length === b.categories.length &&
    a.categories.every((category, i) => category.id === b.categories[i]?.id)
  );
}

/**
 * The cart lines at another store's prices. Sizes are per store (their ids differ), so the chosen
 * size is found again (sizeAtStore), and a line with none chosen takes the store's only size, if
 * the product has one there; option prices and the pack price are the store's too. A line
 * the store prices as it is stays the very same object, so "nothing to correct" is cheap to see.
 * The line's catalogue flags (catalogueFlags) are taken from the product too.
 * A product the store does not sell keeps its line: placing the order names it (the API refuses it
 * with a clear message). The changes listed are what one unit costs the customer, packaging
 * included: they pay it, and the cart line's price holds it.
 */
export function repricedLines(
  lines: CartProduct[],
  products: Product[],
  deliveryType: DeliveryType,
): { lines: CartProduct[]; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const repriced = lines.map((line) => {
    const product = products.find((candidate) => candidate.id === line.id);
    if (!product) return line;
    const oldSize = line.sizes.find((size) => size.id === line.selected_size);
    // With none chosen, the store's only size is the one sold (soldSize), as the API charges it.
    const newSize = oldSize ? sizeAtStore(product.sizes, oldSize) : soldSize(product.sizes, null);
    if (oldSize && !newSize) return line;
    const storeOptions = product.option_groups.flatMap((group) => group.options);
    const next: CartProduct = {
      ...line,
      ...catalogueFlags(product),
      price: product.price,
      pack_price: product.pack_price,
      sizes: product.sizes.map(({ product_store_id, id, name, price }) => ({ product_store_id, id, name, price })),
      selected_size: newSize?.id ?? null,
      options: line.options.map((option) => ({ ...option, price: storeOptions.find((o) => o.id === option.id)?.price ?? option.price })),
    };
    if (samePricing(line, next) && sameFlags(line, next)) return line;
    const oldPrice = unitPrice(line, deliveryType);
    const newPrice = unitPrice(next, deliveryType);
    if (oldPrice !== newPrice) changes.push({ name: line.name, oldPrice, newPrice });
    return next;
  });
  return { lines: repriced, changes };
}
