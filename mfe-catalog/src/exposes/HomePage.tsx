import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $settings } from 'shared-contracts/stores/settings';
import { LoadError } from '../components/LoadError';
import { PageSkeleton } from '../components/PageSkeleton';
import { AllergenFilter } from '../features/allergen-filter/components/AllergenFilter';
import { Banners } from '../features/banners/components/Banners';
import { MenuLinks } from '../features/menus/components/MenuLinks';
import { menusOfSettings } from '../features/menus/menus-of-settings';
import { OrderingClosedNotice } from '../features/products/components/OrderingClosedNotice';
import { ProductsByCategory } from '../features/products/components/ProductsByCategory';
import { ProductsSection } from '../features/products/components/ProductsSection';
import { askProductsEarly, useCatalogProducts } from '../features/products/use-catalog-products';
import { SearchForm } from '../features/search/components/SearchForm';
import { ShopStatusNotice } from '../features/shop-status/components/ShopStatusNotice';
import { askCatalogTextsEarly, useCatalogTexts } from '../i18n/use-catalog-texts';
import '../components/catalog-page.css';

/** The route's prefetch step: both product lists and the texts leave before the page's first render (issue #11). */
export async function prefetch(): Promise<void> {
  askCatalogTextsEarly();
  askProductsEarly({});
  askProductsEarly({ recommended: true });
}

/** Spec §2 homepage: banners, recommended products, the menus, and every product by category. */
export default function HomePage(_props: ScreenProps) {
  const { t, ready } = useCatalogTexts();
  const settings = useStore($settings);
  const products = useCatalogProducts({});
  const recommended = useCatalogProducts({ recommended: true });

  if (!ready) return <PageSkeleton />;
  const requests = [products, recommended];
  if (requests.some((request) => request.state.status === 'error')) {
    const retryFailed = () =>
      requests.forEach((request) => request.state.status === 'error' && request.retry());
    return <LoadError onRetry={retryFailed} />;
  }
  if (!settings || products.state.status !== 'ready' || recommended.state.status !== 'ready') {
    return <PageSkeleton />;
  }
  const { menus, categories } = menusOfSettings(settings);
  const recommendedProducts = recommended.state.data;

  return (
    <div className="catalog-page">
      <h1>{settings.website.name || settings.company_name}</h1>
      <ShopStatusNotice />
      <OrderingClosedNotice />
      <SearchForm />
      <AllergenFilter products={[...recommendedProducts, ...products.state.data]} />
      {settings.has_banners && <Banners banners={settings.banners} assetsUrl={settings.assets_url} />}
      {recommendedProducts.length > 0 && (
        <ProductsSection title={t('recommended')} products={recommendedProducts} firstOnPage />
      )}
      <MenuLinks menus={menus} />
      {products.state.data.length === 0 ? (
        <p className="catalog-empty">{t('empty')}</p>
      ) : (
        <ProductsByCategory
          products={products.state.data}
          categories={categories}
          firstOnPage={recommendedProducts.length === 0}
        />
      )}
    </div>
  );
}
