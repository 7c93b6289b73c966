import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $settings } from 'shared-contracts/stores/settings';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { Notice } from 'shared-contracts/ui/Notice';
import { LoadError } from '../components/LoadError';
import { PageSkeleton } from '../components/PageSkeleton';
import { AllergenFilter } from '../features/allergen-filter/components/AllergenFilter';
import { OrderingClosedNotice } from '../features/products/components/OrderingClosedNotice';
import { ProductsByCategory } from '../features/products/components/ProductsByCategory';
import { StorePageContext } from '../features/products/add-to-cart';
import { useCatalogProducts } from '../features/products/use-catalog-products';
import { useCartStoreElsewhere } from '../features/products/use-store-page-cart';
import { ShopStatusNotice } from '../features/shop-status/components/ShopStatusNotice';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import '../components/catalog-page.css';

/**
 * Route 's/:storeUrl' (spec §2): the shell fetched the settings with this store_url, so the store
 * is one of settings.stores; its products are listed with that store's prices and stock. A cart
 * with no store yet, or nothing in it, takes this one, so its product pages, a reload and the
 * homepage go on showing the prices and stock of the store the customer came for. A cart with lines
 * from another store keeps it (see addToCart), and the page says which store it is for.
 */
export default function StorePage({ params }: ScreenProps) {
  const { ready } = useCatalogTexts();
  const settings = useStore($settings);
  const store = settings?.stores.find((candidate) => candidate.url === params.storeUrl);
  if (!ready) return <PageSkeleton />;
  if (!store) return <PageNotFound />;
  return <StoreProducts storeId={store.id} storeName={store.name} />;
}

function StoreProducts({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useCatalogTexts();
  const settings = useStore($settings);
  const products = useCatalogProducts({ store_id: storeId });
  const cartStore = useCartStoreElsewhere(storeId);
  if (products.state.status === 'error') return <LoadError onRetry={products.retry} />;
  if (products.state.status === 'loading') return <PageSkeleton />;
  return (
    <div className="catalog-page">
      {/* The page title comes with the heading, never beside a failure's own (LoadError). */}
      <ScreenHeading>{t('store_products', { store: storeName })}</ScreenHeading>
      {/* The status is the cart's store's (X-Store-Id): under another store's heading it would misname it. */}
      {!cartStore && <ShopStatusNotice />}
      <OrderingClosedNotice />
      {cartStore && <Notice tone="info">{t('cart_at_other_store', { store: cartStore.name })}</Notice>}
      <AllergenFilter products={products.state.data} />
      {products.state.data.length === 0 ? (
        <p className="catalog-empty">{t('empty')}</p>
      ) : (
        <StorePageContext value={storeId}>
          <ProductsByCategory products={products.state.data} categories={settings?.categories ?? []} firstOnPage />
        </StorePageContext>
      )}
    </div>
  );
}
