import { render, screen } from '@testing-library/react';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { NAMED_ROUTES, type RouteName } from 'shared-contracts/routes/named-routes';
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
    const foundation = ROUTE_TABLE.filter((entry) => entry.remote === 'catalog' || entry.remote === 'cart_checkout');
    expect(foundation.map((entry) => [entry.path, `${entry.remote}/${entry.module}`])).toEqual([
      ['/', 'catalog/./HomePage'],
      ['/cart/checkout', 'cart_checkout/./CartPage'],
      ['/p/:productUrl/:productId', 'catalog/./ProductPage'],
      ['/s/:storeUrl', 'catalog/./StorePage'],
      ['/search', 'catalog/./SearchPage'],
      ['/table/:link', 'cart_checkout/./TablePage'],
      ['/staff/tables', 'cart_checkout/./StaffTablesPage'],
      ['/order-success/:orderToken', 'cart_checkout/./OrderSuccessPage'],
      ['/:categoryUrl/:categoryId/:menuId', 'catalog/./CategoryPage'],
      ['/:menuName/:menuId', 'catalog/./MenuPage'],
      ['/:menuName/:menuId/:categoryUrl/:categoryId', 'catalog/./MenuPage'],
    ]);
  });

  it('maps the sign-in and account paths to the account remote', () => {
    const rows = ROUTE_TABLE.filter((entry) => entry.remote === 'account');
    expect(rows.map((entry) => [entry.path, `${entry.remote}/${entry.module}`])).toEqual([
      ['/account', 'account/./AccountDetailsPage'],
      ['/account/orders', 'account/./OrdersPage'],
      ['/account/benefits', 'account/./BenefitsPage'],
      ['/auth/login', 'account/./LoginPage'],
      ['/auth/register', 'account/./RegisterPage'],
      ['/auth/new-password/:id', 'account/./NewPasswordPage'],
      ['/auth/confirm-registration/:id', 'account/./ConfirmRegistrationPage'],
      ['/auth/confirm-email/:id', 'account/./ConfirmEmailPage'],
      ['/auth/validate-phone-number', 'account/./ValidatePhonePage'],
    ]);
  });

  it('maps the reservations, events, jobs, contact, legal, static and unsubscribe paths to their remote', () => {
    const rows = ROUTE_TABLE.filter((entry) => entry.remote === 'reservations_events_jobs');
    expect(rows.map((entry) => entry.path).sort()).toEqual(
      [
        '/reservations',
        '/reservations/thank-you',
        '/events',
        '/event/:url',
        '/jobs',
        '/job/:url',
        '/contact',
        '/contact/:storeUrl',
        '/legal/:type',
        '/page/:type',
        '/page/:type/:url/:id',
        '/:type',
        '/unsubscribe',
      ].sort(),
    );
  });

  it('sends every payments and group_orders path to its remote and module, not to a catalog or static page', () => {
    registerMarketRemotes({
      catalog: { entry: 'http://localhost:1/remoteEntry.js' },
      cart_checkout: { entry: 'http://localhost:2/remoteEntry.js' },
      group_orders: { entry: 'http://localhost:4/remoteEntry.js' },
      reservations_events_jobs: { entry: 'http://localhost:5/remoteEntry.js' },
      payments: { entry: 'http://localhost:6/remoteEntry.js' },
    });
    const router = buildRouter();
    const expected: [RouteName, string][] = [
      ['order-success.provider-return', 'payments/./ProviderReturnPage'],
      ['integrations.payment', 'payments/./PaymentPage'],
      ['integrations.braintree', 'payments/./PaymentPage'],
      ['integrations.stripe', 'payments/./PaymentPage'],
      ['integrations.paypal', 'payments/./PaymentPage'],
      ['integrations.paypal-plus', 'payments/./PaypalPlusPage'],
      ['integrations.kiosk-credit-card', 'payments/./KioskCreditCardPage'],
      ['integrations.kiosk-success', 'payments/./KioskSuccessPage'],
      ['group-orders.start', 'group_orders/./StartGroupOrderPage'],
      ['auth.join-group-order', 'group_orders/./JoinGroupOrderPage'],
      ['group-orders.panel', 'group_orders/./GroupOrderPage'],
      ['group-orders.success', 'group_orders/./GroupOrderSuccessPage'],
      ['group-orders.cancelled', 'group_orders/./GroupOrderCancelledPage'],
    ];
    // Every named route of those two teams is listed, so a new one cannot be left out of the table.
    const ownRoutes = (Object.keys(NAMED_ROUTES) as RouteName[]).filter((name) => /^(integrations|group-orders)\./.test(name));
    expect(expected.map(([name]) => name)).toEqual(expect.arrayContaining(ownRoutes));
    const resolved = expected.map(([name]) => {
      const path = NAMED_ROUTES[name].replace(/:[A-Za-z]+/g, 'Tok3nTok3nTok3nTok3nTok3nTok3n12');
      const matches = matchRoutes(router.routes, path) ?? [];
      const entry = ROUTE_TABLE.find((row) => row.name === matches[matches.length - 1]?.route.id);
      return [name, entry ? `${entry.remote}/${entry.module}` : `no row (${path})`];
    });
    expect(resolved).toEqual(expected);
  });

  it('lets the one-segment {type} fallback catch only what no fixed or longer path matches', () => {
    registerMarketRemotes({
      catalog: { entry: 'http://localhost:1/remoteEntry.js' },
      reservations_events_jobs: { entry: 'http://localhost:2/remoteEntry.js' },
    });
    const router = buildRouter();
    const leaf = (path: string) => {
      const matches = matchRoutes(router.routes, path) ?? [];
      return matches[matches.length - 1]?.route.path;
    };
    expect(leaf('/test')).toBe('/test');
    expect(leaf('/404')).toBe('/404');
    expect(leaf('/500')).toBe('/500');
    expect(leaf('/events')).toBe('/events');
    expect(leaf('/about-us')).toBe('/:type');
    expect(leaf('/lunch/1')).toBe('/:menuName/:menuId');
    expect(leaf('/pizza/1/1')).toBe('/:categoryUrl/:categoryId/:menuId');
    expect(leaf('/a/b/c/d/e')).toBe('*');
  });
});
