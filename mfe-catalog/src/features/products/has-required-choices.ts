import type { Product } from 'shared-contracts/types/product';

/**
 * A product needs the product page when the customer must choose something first: an option
 * group with a minimum, or more than one size.
 */
export function hasRequiredChoices(product: Product): boolean {
  return product.sizes.length > 1 || product.option_groups.some((group) => group.min_options >= 1);
}
