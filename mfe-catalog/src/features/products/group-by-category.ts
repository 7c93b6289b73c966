import type { Category } from 'shared-contracts/types/menu';
import type { Product } from 'shared-contracts/types/product';

export interface CategoryGroup {
  category: Category;
  products: Product[];
}

/**
 * Products under each category they belong to, in category order; empty categories are left out.
 * `rest` holds products that belong to none of the given categories.
 */
export function groupByCategory(
  products: Product[],
  categories: Category[],
): { groups: CategoryGroup[]; rest: Product[] } {
  const known = new Set(categories.map((category) => category.id));
  const groups = categories
    .map((category) => ({
      category,
      products: products.filter((product) => product.categories.some((c) => c.id === category.id)),
    }))
    .filter((group) => group.products.length > 0);
  const rest = products.filter((product) => !product.categories.some((c) => known.has(c.id)));
  return { groups, rest };
}
