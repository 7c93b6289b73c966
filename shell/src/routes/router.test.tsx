import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { registerMarketRemotes } from '../remotes/register-remotes';
import { buildRouter } from './router';
import { ROUTE_TABLE } from './route-table';

function routeIds(router: ReturnType<typeof buildRouter>): string[] {
  const ids: string[] = [];
  const walk = (routes: typeof router.routes) =>
    routes.forEach((route) => {
      ids.push(route.id);
      if (route.children) walk(route.children);
    });
  walk(router.routes);
  return ids;
}

describe('the route table', () => {
  beforeAll(() => startI18n('en'));

  it('registers only the routes of remotes in the market manifest', () => {
    registerMarketRemotes({ cart_checkout: { entry: 'http://localhost:1/remoteEntry.js' } });
    const ids = routeIds(buildRouter());
    expect(ids).toContain('cart-checkout');
    expect(ids).not.toContain('homepage');
    expect(ids).not.toContain('menu-page');
  });

  it('answers with the 404 screen where the remote is not in the manifest', async () => {
    registerMarketRemotes({});
    window.history.pushState({}, '', '/');
    render(<RouterProvider router={buildRouter()} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('maps every spec §2 path of the foundation remotes to an exposed module', () => {
    expect(ROUTE_TABLE.map((entry) => [entry.path, `${entry.remote}/${entry.module}`])).toEqual([
      ['/', 'catalog/./HomePage'],
      ['/cart/checkout', 'cart_checkout/./CartPage'],
      ['/order-success/:orderToken', 'cart_checkout/./OrderSuccessPage'],
      ['/:categoryUrl/:categoryId/:menuId', 'catalog/./CategoryPage'],
      ['/:menuName/:menuId', 'catalog/./MenuPage'],
      ['/:menuName/:menuId/:categoryUrl/:categoryId', 'catalog/./MenuPage'],
    ]);
  });
});
