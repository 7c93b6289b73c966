import type { CartProduct } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';

/** The item with the name it is served under now; the very item when that is its name already or it is no longer served. */
function renamed<T extends { id: number; name?: string }>(item: T, served: { id: number; name: string }[]): T {
  const name = served.find((candidate) => candidate.id === item.id)?.name;
  return name === undefined || name === item.name ? item : { ...item, name };
}

/**
 * The cart lines named as the API serves their products now (in the language it was asked in):
 * the product's, its sizes' and its options' names, found by id. Only names change; quantities,
 * choices and prices stay. A product, size or option no longer served keeps the name it had. A line
 * whose names are already right is the very same object, so "nothing changed" is cheap to see.
 */
export function linesNamedAsServed(lines: CartProduct[], products: Product[]): CartProduct[] {
  return lines.map((line) => {
    const product = products.find((candidate) => candidate.id === line.id);
    if (!product) return line;
    const options = product.option_groups.flatMap((group) => group.options);
    const next = {
      ...line,
      name: product.name,
      sizes: line.sizes.map((size) => renamed(size, product.sizes)),
      options: line.options.map((option) => renamed(option, options)),
    };
    const same = next.name === line.name && next.sizes.every((size, i) => size === line.sizes[i]) && next.options.every((option, i) => option === line.options[i]);
    return same ? line : next;
  });
}
