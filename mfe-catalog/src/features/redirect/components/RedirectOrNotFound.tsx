import { useLocation } from 'react-router-dom';
import { useRedirectCheck } from 'shared-contracts/routes/check-redirect';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { LoadError } from '../../../components/LoadError';
import { PageSkeleton } from '../../../components/PageSkeleton';

/**
 * Spec §2: a menu or category address whose menuId is not numeric asks the server where it went
 * (shared-contracts' check-redirect, the rule of every screen that can end on an old address): a
 * redirect URL is followed by a full page load, none is a 404.
 */
export function RedirectOrNotFound() {
  const { pathname } = useLocation();
  // Not quiet, as the catalog's lists are: the API client says a lost connection (or the server's
  // words), and the LoadError only that the page did not load, so each is said once.
  const { check, retry } = useRedirectCheck(pathname);
  if (check.status === 'error') return <LoadError onRetry={retry} />;
  if (check.status === 'checking') return <PageSkeleton />;
  return <PageNotFound />;
}
