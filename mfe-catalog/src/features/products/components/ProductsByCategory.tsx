import { useDeferredValue } from 'react';
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

const NO_PRODUCTS: Product[] = [];

/**
 * One section per category, titled with an h2, its products as cards with h3 names.
 *
 * Below other products (the homepage's recommended ones), the sections are rendered in a second
 * pass, after the page's first screen is committed: the homepage's 48 cards were about 390 ms of
 * rendering at 4x CPU, all of it before the first product picture, the page's largest contentful
 * paint, could be shown (issue #11). First on the page, they render at once.
 */
export function ProductsByCategory({ products, categories, firstOnPage = false }: ProductsByCategoryProps) {
  const { t } = useCatalogTexts();
  const deferred = useDeferredValue(products, NO_PRODUCTS);
  const { groups, rest } = groupByCategory(firstOnPage ? products : deferred, categories);
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
