import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { PageContent } from '../features/pages/components/PageContent';

/**
 * Spec §2 page/{type}, page/{type}/{url}/{id} and the one-segment {type} fallback (and so
 * /page/cookie-policy): the page by type or url, pinned to the id when the path has one. The API
 * answers 404 for an unknown page and for about us while the brand hides it.
 */
export default function StaticPage({ params }: ScreenProps) {
  const id = params.id === undefined ? undefined : Number(params.id);
  if (!params.type || (id !== undefined && !(Number.isInteger(id) && id > 0))) return <PageNotFound />;
  return <PageContent pageKey={params.type} {...(id !== undefined ? { id } : {})} />;
}
