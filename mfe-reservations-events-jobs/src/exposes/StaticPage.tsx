import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $settings } from 'shared-contracts/stores/settings';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { PageContent } from '../features/pages/components/PageContent';
import { RedirectOrNotFound } from '../features/pages/components/RedirectOrNotFound';
import { isHiddenAboutUs } from '../features/visibility/hidden-about-us';

/**
 * Spec §2 page/{type}, page/{type}/{url}/{id} and the one-segment {type} fallback (and so
 * /page/cookie-policy): the page by type or url, pinned to the id when the path has one. The API
 * answers 404 for an unknown page: it, not the settings' list of pages as old as the visit, knows
 * which exist. About us while the brand hides it is not asked for: the settings say so already.
 * A page the API does not know may be an old address the server redirects (/beverages, a renamed
 * menu): the one-segment fallback catches it before the catalog could, so it asks before the 404.
 */
export default function StaticPage({ params }: ScreenProps) {
  const settings = useStore($settings);
  const id = params.id === undefined ? undefined : Number(params.id);
  if (!params.type || (id !== undefined && !(Number.isInteger(id) && id > 0))) return <PageNotFound />;
  if (isHiddenAboutUs(settings, params.type)) return <PageNotFound />;
  return <PageContent pageKey={params.type} {...(id !== undefined ? { id } : {})} notFound={<RedirectOrNotFound />} />;
}
