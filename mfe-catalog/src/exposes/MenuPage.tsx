import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { PageSkeleton } from '../components/PageSkeleton';
import { MenuProducts } from '../features/menus/components/MenuProducts';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { RedirectOrNotFound } from '../features/redirect/components/RedirectOrNotFound';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import { isNumericId, isRouteId } from '../lib/is-numeric-id';

/** Route '/:menuName/:menuId' with the optional child ':categoryUrl/:categoryId' (spec §2). */
export default function MenuPage({ params }: ScreenProps) {
  const { ready } = useCatalogTexts();
  if (!ready) return <PageSkeleton />;
  if (!isNumericId(params.menuId)) return <RedirectOrNotFound />;
  if (!isRouteId(params.menuId)) return <PageNotFound />;
  if (params.categoryId !== undefined && !isRouteId(params.categoryId)) return <PageNotFound />;
  return (
    <MenuProducts
      menuId={Number(params.menuId)}
      categoryId={params.categoryId === undefined ? null : Number(params.categoryId)}
    />
  );
}
