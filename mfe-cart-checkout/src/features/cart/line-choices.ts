import type { CartProduct } from 'shared-contracts/types/cart';

export interface LineChoices {
  /** The chosen size's name; null when the product has no size chosen. */
  size: string | null;
  /** The options that have a name (a cart saved before names were carried has none), as picked, with how many of each. */
  options: { name: string; quantity: number }[];
}

/** What was chosen on a line, so two lines of the same dish can be told apart. */
export function lineChoices(product: CartProduct): LineChoices {
  const size = product.sizes.find((candidate) => candidate.id === product.selected_size);
  const options = product.options.flatMap(({ name, quantity }) => (name ? [{ name, quantity }] : []));
  return { size: size?.name ?? null, options };
}
