import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { LoadError } from '../components/LoadError';
import { PageSkeleton } from '../components/PageSkeleton';
import { getProduct } from '../features/product-page/api/get-product';
import { ProductDetail } from '../features/product-page/components/ProductDetail';
import { catalogStoreId } from '../features/products/catalog-store-id';
import { PageNotFound } from '../features/redirect/components/PageNotFound';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import { isNotFound } from '../lib/is-not-found';
import { isNumericId } from '../lib/is-numeric-id';
import { useRequest } from '../lib/use-request';
import '../components/catalog-page.css';

/** Route 'p/:productUrl/:productId' (spec §2): the product in the shopper's store and language. */
export default function ProductPage({ params }: ScreenProps) {
  const { ready } = useCatalogTexts();
  if (!ready) return <PageSkeleton />;
  if (!isNumericId(params.productId)) return <PageNotFound />;
  return <LoadedProduct productId={Number(params.productId)} />;
}

function LoadedProduct({ productId }: { productId: number }) {
  const language = useStore($language);
  const storeId = catalogStoreId(useStore($cart).store_id, useStore($settings));
  const { state, retry } = useRequest(
    (signal) => getProduct(productId, { translate_language: language, ...(storeId ? { store_id: storeId } : {}) }, signal),
    [productId, language, storeId],
  );
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') {
    return isNotFound(state.error) ? <PageNotFound /> : <LoadError onRetry={retry} />;
  }
  // Keyed by product and store, so the choices start over when either changes.
  return (
    <div className="catalog-page">
      <ProductDetail key={`${state.data.id}-${storeId}`} product={state.data} />
    </div>
  );
}
