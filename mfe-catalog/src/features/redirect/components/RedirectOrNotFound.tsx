import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useRequest } from '../../../lib/use-request';
import { checkRedirect } from '../api/check-redirect';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';

/**
 * Spec §2: a menu or category address whose menuId is not numeric asks the server where it went.
 * A redirect is a full page load (the target may be outside this shop's routes) in place of the old
 * address, as a 302 would be: kept in the history, Back would only land on it and be sent on again.
 * None is a 404.
 */
export function RedirectOrNotFound() {
  const { pathname } = useLocation();
  const { state, retry } = useRequest((signal) => checkRedirect(pathname, signal), [pathname]);
  const redirectUrl = state.status === 'ready' ? state.data.redirectUrl : null;

  useEffect(() => {
    if (redirectUrl) window.location.replace(redirectUrl);
  }, [redirectUrl]);

  if (state.status === 'error') return <LoadError onRetry={retry} />;
  if (state.status === 'loading' || redirectUrl) return <PageSkeleton />;
  return <PageNotFound />;
}
