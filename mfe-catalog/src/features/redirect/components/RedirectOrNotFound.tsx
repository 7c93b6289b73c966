import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { checkRedirect, followRedirect } from 'shared-contracts/routes/check-redirect';
import { LoadError } from '../../../components/LoadError';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useRequest } from '../../../lib/use-request';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';

/**
 * Spec §2: a menu or category address whose menuId is not numeric asks the server where it went
 * (shared-contracts' check-redirect, the rule of every screen that can end on an old address): a
 * redirect URL is followed by a full page load, none is a 404.
 */
export function RedirectOrNotFound() {
  const { pathname } = useLocation();
  const { state, retry } = useRequest((signal) => checkRedirect(pathname, signal), [pathname]);
  const redirectUrl = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (redirectUrl) followRedirect(redirectUrl);
  }, [redirectUrl]);

  if (state.status === 'error') return <LoadError onRetry={retry} />;
  if (state.status === 'loading' || redirectUrl) return <PageSkeleton />;
  return <PageNotFound />;
}
