import { Navigate, useLocation } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { wasAnswered } from 'shared-contracts/api/server-message';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { LoadError } from '../components/LoadError';
import { PageSkeleton } from '../components/PageSkeleton';
import { NotSoldInStore } from '../features/product-page/api/get-product';
import { NotSoldHere } from '../features/product-page/components/NotSoldHere';
import { ProductDetail } from '../features/product-page/components/ProductDetail';
import { askProductEarly, useProduct } from '../features/product-page/use-product';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { askCatalogTextsEarly, useCatalogTexts } from '../i18n/use-catalog-texts';
import { askProductTextsEarly, useProductTexts } from '../i18n/product-texts';
import { isNotFound } from '../lib/is-not-found';
import { isRouteId } from '../lib/is-numeric-id';
import '../components/catalog-page.css';

/** Route 'p/:productUrl/:productId' (spec §2): the product in the shopper's store and language. */
export default function ProductPage({ params }: ScreenProps) {
  const { ready } = useCatalogTexts();
  // The page shows both namespaces' texts: until both are in, a text would show as its key.
  const page = useProductTexts();
  if (!ready || !page.ready) return <PageSkeleton />;
  if (!isRouteId(params.productId)) return <PageNotFound />;
  return <LoadedProduct productId={Number(params.productId)} productUrl={params.productUrl} />;
}

/** The route's prefetch step: the product and the texts leave before the page's first render (issue #11). */
export async function prefetch(params: ScreenProps['params']): Promise<void> {
  askCatalogTextsEarly();
  askProductTextsEarly();
  if (isRouteId(params.productId)) askProductEarly(Number(params.productId));
}

function LoadedProduct({ productId, productUrl }: { productId: number; productUrl: string | undefined }) {
  const { state, retry, storeId } = useProduct(productId);
  const { search, hash } = useLocation();
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') {
    if (state.error instanceof NotSoldInStore) return <NotSoldHere storeId={storeId} soldAt={state.error.soldAt} />;
    if (isNotFound(state.error)) return <PageNotFound />;
    // The product's call is quiet (its 404 is this page's own), so a lost connection is said here (spec §8).
    return <LoadError onRetry={retry}>{!wasAnswered(state.error) && <p>{commonText('errors.no_connection')}</p>}</LoadError>;
  }
  // One address per product: a link with an old or mistyped name goes on to the product's own, in place.
  if (state.data.url !== productUrl) {
    return <Navigate replace to={`${href('product-page', { productUrl: state.data.url, productId: String(productId) })}${search}${hash}`} />;
  }
  // Keyed by product and store, so the choices start over when either changes (and not with the
  // language: useProduct keeps the product shown while its new names load).
  return (
    <div className="catalog-page">
      <ProductDetail key={`${state.data.id}-${storeId}`} product={state.data} />
    </div>
  );
}
