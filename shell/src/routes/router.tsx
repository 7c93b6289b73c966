import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isRemoteAvailable } from '../remotes/register-remotes';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { remoteRoute } from './remote-route';
import { Root } from '../layout/Root';
import { Layout } from '../layout/Layout';
import { MainLayout } from '../layout/MainLayout';
import { CartLayout } from '../layout/CartLayout';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { ServerError } from '../screens/ServerError';
import { ScreenSkeleton } from '../screens/ScreenSkeleton';

function routesOf(table: RouteEntry[], layout: RouteEntry['layout']): RouteObject[] {
  return table
    .filter((entry) => entry.layout === layout && isRemoteAvailable(entry.remote))
    .map((entry) => ({ ...remoteRoute(entry), hydrateFallbackElement: <ScreenSkeleton /> }));
}

async function loadTestDiagnostics() {
  const { TestDiagnostics } = await import('../screens/TestDiagnostics');
  return { Component: TestDiagnostics };
}

/** The spec §2 route table: remote screens from ROUTE_TABLE, plus the shell's own screens. */
export function buildRouter(table: RouteEntry[] = ROUTE_TABLE) {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <ServerError />,
      children: [
        {
          element: <Layout />,
          children: [
            {
              element: <MainLayout />,
              children: [
                ...routesOf(table, 'main'),
                // Testers' and integrators' screen: its code is fetched when opened, not with every page.
                { path: '/test', lazy: loadTestDiagnostics, hydrateFallbackElement: <ScreenSkeleton /> },
                { path: '/500', element: <ServerError /> },
                { path: '/404', element: <PageNotFound /> },
                { path: '*', element: <PageNotFound /> },
              ],
            },
            { element: <CartLayout />, children: routesOf(table, 'cart') },
          ],
        },
      ],
    },
  ]);
}
