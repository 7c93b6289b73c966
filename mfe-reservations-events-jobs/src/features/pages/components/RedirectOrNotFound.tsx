import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { checkRedirect, followRedirect } from 'shared-contracts/routes/check-redirect';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { LoadError } from '../../../components/LoadError';
import { Loading } from '../../../components/Loading';
import { useRequest } from '../../../lib/use-request';

/**
 * Spec §2: an address with no page of that name may be an old one the server redirects (a renamed
 * menu, /beverages): it is asked first (shared-contracts' check-redirect, the catalog's rule too),
 * and a redirect URL is followed by a full page load; none is a 404.
 */
export function RedirectOrNotFound() {
  const { pathname } = useLocation();
  const { state, retry } = useRequest((signal) => checkRedirect(pathname, signal), [pathname]);
  const redirectUrl = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (redirectUrl) followRedirect(redirectUrl);
  }, [redirectUrl]);

  if (state.status === 'error') return <LoadError error={state.error} onRetry={retry} />;
  if (state.status === 'loading' || redirectUrl) return <Loading />;
  return <PageNotFound />;
}
