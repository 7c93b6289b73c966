import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $settings } from 'shared-contracts/stores/settings';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { PageContent } from '../features/pages/components/PageContent';
import { isHiddenAboutUs } from '../features/visibility/hidden-about-us';

/**
 * Spec §2 page/{type}, page/{type}/{url}/{id} and the one-segment {type} fallback (and so
 * /page/cookie-policy): the page by type or url, pinned to the id when the path has one. The API
 * answers 404 for an unknown page: it, not the settings' list of pages as old as the visit, knows
 * which exist. About us while the brand hides it is not asked for: the settings say so already.
 */
export default function StaticPage({ params }: ScreenProps) {
  const settings = useStore($settings);
  const id = params.id === undefined ? undefined : Number(params.id);
  if (!params.type || (id !== undefined && !(Number.isInteger(id) && id > 0))) return <PageNotFound />;
  if (isHiddenAboutUs(settings, params.type)) return <PageNotFound />;
  return <PageContent pageKey={params.type} {...(id !== undefined ? { id } : {})} />;
}
