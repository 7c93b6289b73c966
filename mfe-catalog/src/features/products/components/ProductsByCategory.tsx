import type { Category } from 'shared-contracts/types/menu';
import type { Product } from 'shared-contracts/types/product';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { groupByCategory } from '../group-by-category';
import { ProductsSection } from './ProductsSection';

export interface ProductsByCategoryProps {
  products: Product[];
  categories: Category[];
  /** True when these are the first products on the page (their first pictures load at once). */
  firstOnPage?: boolean;
}

/** One section per category, titled with an h2, its products as cards with h3 names. */
export function ProductsByCategory({ products, categories, firstOnPage = false }: ProductsByCategoryProps) {
  const { t } = useCatalogTexts();
  const { groups, rest } = groupByCategory(products, categories);
  return (
    <>
      {groups.map((group, index) => (
        <ProductsSection
          key={group.category.id}
          title={group.category.name}
          products={group.products}
          firstOnPage={firstOnPage && index === 0}
        />
      ))}
      {rest.length > 0 && (
        <ProductsSection
          title={t('other_products')}
          products={rest}
          firstOnPage={firstOnPage && groups.length === 0}
        />
      )}
    </>
  );
}
