import { useLocation } from 'react-router-dom';
import { useRedirectCheck } from 'shared-contracts/routes/check-redirect';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { LoadError } from '../../../components/LoadError';
import { Loading } from '../../../components/Loading';

/**
 * Spec §2: an address with no page of that name may be an old one the server redirects (a renamed
 * menu, /beverages): it is asked first (shared-contracts' check-redirect, the catalog's rule too),
 * and a redirect URL is followed by a full page load; none is a 404.
 */
export function RedirectOrNotFound() {
  const { pathname } = useLocation();
  // Quiet, as this remote's calls are: its LoadError says a lost connection itself, once.
  const { check, retry } = useRedirectCheck(pathname, true);
  if (check.status === 'error') return <LoadError error={check.error} onRetry={retry} />;
  if (check.status === 'checking') return <Loading />;
  return <PageNotFound />;
}
