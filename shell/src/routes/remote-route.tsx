import { useLoaderData, useParams, useRevalidator, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { useEffect, useState, type ComponentType } from 'react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { loadExposed } from '../remotes/load-exposed';
import { SlotErrorBoundary } from 'shared-contracts/remotes/remote-loader';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { ServerError } from '../screens/ServerError';
import { reloadOnceAfterFailedLoad, screenLoaded } from './screen-reload';
import type { RouteEntry } from './route-table';

export interface LoadedScreen {
  Screen: ComponentType<ScreenProps>;
}

/** The loader loads the remote's module and runs its prefetch step before the route resolves. */
export async function loadScreen(
  entry: RouteEntry,
  { params }: Pick<LoaderFunctionArgs, 'params'>,
  fullPageLoad: (address: string) => void = (address) => window.location.assign(address),
): Promise<LoadedScreen> {
  const exposed = await loadExposed<ScreenProps>(entry.remote, entry.module);
  if (exposed.prefetch) {
    try {
      const outcome = await exposed.prefetch(params);
      if (outcome?.redirect) {
        // A redirect from a prefetch step is a full page load (spec §2).
        fullPageLoad(outcome.redirect);
        return new Promise<never>(() => {});
      }
    } catch (error) {
      console.error(`Prefetch of ${entry.name} failed; showing the page anyway`, error);
    }
  }
  return { Screen: exposed.default };
}

/**
 * A screen that throws while rendering has crashed (issue #10): its slot shows the 500 screen, with
 * the way back to the homepage, while the header and footer stay. Unlike a failed load (the retry
 * fallback below, ARCHITECTURE §3.4), trying the same render again would only crash again. Going
 * to another address renders the slot afresh.
 */
function RemoteScreen() {
  const { Screen } = useLoaderData() as LoadedScreen;
  const params = useParams();
  const { pathname } = useLocation();
  useEffect(screenLoaded, []);
  return (
    <SlotErrorBoundary resetKey={pathname} fallback={() => <ServerError />}>
      <Screen params={params} />
    </SlotErrorBoundary>
  );
}

function RemoteScreenError() {
  const location = useLocation();
  const revalidator = useRevalidator();
  const target = location.pathname + location.search + location.hash;
  const [reloading] = useState(() => reloadOnceAfterFailedLoad(target));
  if (reloading) return null;
  return <RemoteFallback onRetry={() => revalidator.revalidate()} />;
}

export function remoteRoute(entry: RouteEntry): RouteObject {
  return {
    id: entry.name,
    path: entry.path,
    loader: (args) => loadScreen(entry, args),
    element: <RemoteScreen />,
    errorElement: <RemoteScreenError />,
    handle: { scrollToTop: entry.scrollToTop ?? false },
  };
}
