import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { PageSkeleton } from '../components/PageSkeleton';
import { CategoryProducts } from '../features/categories/components/CategoryProducts';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { RedirectOrNotFound } from '../features/redirect/components/RedirectOrNotFound';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import { isNumericId, isRouteId } from '../lib/is-numeric-id';

/** Route '/:categoryUrl/:categoryId/:menuId' (spec §2); a non-numeric menuId may be an old address. */
export default function CategoryPage({ params }: ScreenProps) {
  const { ready } = useCatalogTexts();
  if (!ready) return <PageSkeleton />;
  if (!isNumericId(params.menuId)) return <RedirectOrNotFound />;
  if (!isRouteId(params.menuId) || !isRouteId(params.categoryId)) return <PageNotFound />;
  return <CategoryProducts categoryId={Number(params.categoryId)} menuId={Number(params.menuId)} />;
}
