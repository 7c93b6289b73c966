import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { LoadError } from '../../../components/LoadError';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { useRequest } from '../../../lib/use-request';
import { AllergenFilter } from '../../allergen-filter/components/AllergenFilter';
import { OrderingClosedNotice } from '../../products/components/OrderingClosedNotice';
import { ProductList } from '../../products/components/ProductList';
import { useCatalogProducts } from '../../products/use-catalog-products';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { getCategories } from '../api/get-categories';
import { ShopStatusNotice } from '../../shop-status/components/ShopStatusNotice';
import '../../../components/catalog-page.css';

/** A category's page: its name as the h1 and its products, each card named by an h2. */
export function CategoryProducts({ categoryId, menuId }: { categoryId: number; menuId: number }) {
  const { t } = useCatalogTexts();
  const language = useStore($language);
  // The same menu in another language keeps the page until its new names are in.
  const categories = useRequest((signal) => getCategories(menuId, language, signal), [menuId, language], undefined, String(menuId));
  const products = useCatalogProducts({ category_id: categoryId });

  if (categories.state.status === 'error') return <LoadError onRetry={categories.retry} />;
  if (products.state.status === 'error') return <LoadError onRetry={products.retry} />;
  if (categories.state.status === 'loading' || products.state.status === 'loading') return <PageSkeleton />;

  const category = categories.state.data.find((candidate) => candidate.id === categoryId);
  if (!category) return <PageNotFound />;

  return (
    <div className="catalog-page">
      {/* The page title comes with the heading, never beside a failure's own (LoadError). */}
      <ScreenHeading>{category.name}</ScreenHeading>
      <ShopStatusNotice />
      <OrderingClosedNotice />
      <AllergenFilter products={products.state.data} />
      {products.state.data.length === 0 ? (
        <p className="catalog-empty">{t('empty')}</p>
      ) : (
        <ProductList products={products.state.data} headingLevel={2} firstOnPage />
      )}
    </div>
  );
}
