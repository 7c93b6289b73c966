import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { useScreenMetadata } from 'shared-contracts/stores/screen-metadata';
import { LoadError } from '../components/LoadError';
import { PageSkeleton } from '../components/PageSkeleton';
import { AllergenFilter } from '../features/allergen-filter/components/AllergenFilter';
import { OrderingClosedNotice } from '../features/products/components/OrderingClosedNotice';
import { ProductList } from '../features/products/components/ProductList';
import { catalogStoreId } from '../features/products/catalog-store-id';
import { searchProducts } from '../features/search/api/search-products';
import { SearchForm } from '../features/search/components/SearchForm';
import { SEARCH_MAX_LENGTH } from '../features/search/search-limits';
import { ShopStatusNotice } from '../features/shop-status/components/ShopStatusNotice';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import { useRequest } from '../lib/use-request';
import '../components/catalog-page.css';

/** Route '/search?q=': products found by name, description or ingredients, with a no-results state. */
export default function SearchPage(_props: ScreenProps) {
  const { t, ready } = useCatalogTexts();
  const [params] = useSearchParams();
  const typed = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  // Without a letter or a digit ("%", "!!") there is nothing to search for: it reads as an empty search.
  const query = /\p{L}|\p{N}/u.test(typed) ? typed : '';
  useScreenMetadata(ready ? { title: query ? `${t('search_title')}: ${query}` : t('search_title') } : null);
  if (!ready) return <PageSkeleton />;
  return (
    <div className="catalog-page">
      <h1>{t('search_title')}</h1>
      <ShopStatusNotice />
      <SearchForm searched={typed} />
      <OrderingClosedNotice />
      {query ? (
        <SearchResults query={query} />
      ) : (
        <>
          <AllergenFilter products={[]} />
          <p className="catalog-empty">{t('search_prompt')}</p>
        </>
      )}
    </div>
  );
}

function SearchResults({ query }: { query: string }) {
  const { t } = useCatalogTexts();
  const language = useStore($language);
  const storeId = catalogStoreId(useStore($cart).store_id, useStore($settings));
  const { state, retry } = useRequest(
    (signal) => searchProducts({ q: query, translate_language: language, ...(storeId ? { store_id: storeId } : {}) }, signal),
    [query, language, storeId],
    undefined,
    // The same search in another language keeps its results shown until the new names are in.
    `${query} ${storeId ?? ''}`,
  );
  const found = state.status === 'ready' ? state.data : null;
  const said =
    found === null ? '' : found.length === 0 ? t('search_no_results', { query }) : t('search_results_for', { query, count: found.length });
  // The filter is here, not above, as what it hides is counted among the results.
  return (
    <>
      <AllergenFilter products={found ?? []} />
      {/* One status for every search from this page, in it before the words come: a region inserted
          already holding them is often not read (see NoticeRegion). It shows as the "no dish"
          line; beside results their heading shows the count, so there it is only said. */}
      <p role="status" className={found?.length === 0 ? 'catalog-empty' : 'visually-hidden'}>
        {said}
      </p>
      {state.status === 'loading' ? (
        <PageSkeleton />
      ) : state.status === 'error' ? (
        <LoadError onRetry={retry} inPage />
      ) : (
        state.data.length > 0 && (
          <section aria-labelledby="search-results-heading" className="catalog-section">
            <h2 id="search-results-heading">{said}</h2>
            <ProductList products={state.data} firstOnPage />
          </section>
        )
      )}
    </>
  );
}
