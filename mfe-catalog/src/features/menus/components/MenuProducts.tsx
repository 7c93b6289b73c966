import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { useScreenMetadata } from 'shared-contracts/stores/screen-metadata';
import { LoadError } from '../../../components/LoadError';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { useRequest } from '../../../lib/use-request';
import { AllergenFilter } from '../../allergen-filter/components/AllergenFilter';
import { getCategories } from '../../categories/api/get-categories';
import { CategoryTabs } from '../../categories/components/CategoryTabs';
import { OrderingClosedNotice } from '../../products/components/OrderingClosedNotice';
import { ProductsByCategory } from '../../products/components/ProductsByCategory';
import { ProductsSection } from '../../products/components/ProductsSection';
import { useCatalogProducts } from '../../products/use-catalog-products';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { getMenus } from '../api/get-menus';
import { ShopStatusNotice } from '../../shop-status/components/ShopStatusNotice';
import '../../../components/catalog-page.css';

export interface MenuProductsProps {
  menuId: number;
  /** The chosen category (child route), or null for the whole menu. */
  categoryId: number | null;
}

/** A menu's page: its name, its categories as tabs, and its products (or one category's). */
export function MenuProducts({ menuId, categoryId }: MenuProductsProps) {
  const { t } = useCatalogTexts();
  const language = useStore($language);
  // The same menu in another language keeps the page, and what the customer opened in it, until its new names are in.
  const menu = useRequest(
    (signal) => Promise.all([getMenus(language, signal), getCategories(menuId, language, signal)]),
    [menuId, language],
    undefined,
    String(menuId),
  );
  const products = useCatalogProducts(categoryId === null ? { menu_id: menuId } : { category_id: categoryId });
  const loaded = menu.state.status === 'ready' ? menu.state.data : null;
  const menuName = loaded?.[0].find((candidate) => candidate.id === menuId)?.name;
  const categoryName = loaded?.[1].find((candidate) => candidate.id === categoryId)?.name;
  useScreenMetadata(menuName ? { title: categoryName ? `${categoryName} | ${menuName}` : menuName } : null);

  if (menu.state.status === 'error') return <LoadError onRetry={menu.retry} />;
  if (menu.state.status === 'loading') return <PageSkeleton />;

  const [menus, categories] = menu.state.data;
  const current = menus.find((candidate) => candidate.id === menuId);
  const category = categories.find((candidate) => candidate.id === categoryId);
  if (!current || (categoryId !== null && !category)) return <PageNotFound />;

  // Only the products wait for another category's: the heading and tabs stay, and so does the
  // focus on the tab just followed (unmounted, it would drop to the page's body).
  const list = products.state.status === 'ready' ? products.state.data : null;
  return (
    <div className="catalog-page">
      <h1>{current.name}</h1>
      <ShopStatusNotice />
      <CategoryTabs menu={current} categories={categories} currentCategoryId={categoryId} />
      <OrderingClosedNotice />
      <AllergenFilter products={list ?? []} />
      {products.state.status === 'error' ? (
        <LoadError onRetry={products.retry} inPage />
      ) : list === null ? (
        <PageSkeleton />
      ) : list.length === 0 ? (
        <p className="catalog-empty">{t('empty')}</p>
      ) : category ? (
        <ProductsSection title={category.name} products={list} firstOnPage />
      ) : (
        <ProductsByCategory products={list} categories={categories} firstOnPage />
      )}
    </div>
  );
}
