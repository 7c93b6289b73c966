/**
 * The named routes of spec §2 with their path patterns (react-router syntax). Screens link with
 * `href(name, params)` instead of writing paths, so a path changes in one place. The shell's route
 * table mounts these patterns; `:param` segments are filled by `href`.
 */
export const NAMED_ROUTES = {
  // main layout
  homepage: '/',
  'account.details': '/account',
  'account.orders': '/account/orders',
  'account.bonus-points': '/account/benefits',
  reservations: '/reservations',
  'reservations.thank-you': '/reservations/thank-you',
  events: '/events',
  event: '/event/:url',
  jobs: '/jobs',
  job: '/job/:url',
  legal: '/legal/:type',
  contact: '/contact',
  'contact.store': '/contact/:storeUrl',
  unsubscribe: '/unsubscribe',
  'order-success': '/order-success/:orderToken',
  /** What a table's QR code opens (issue 9). */
  table: '/table/:link',
  /** The staff's board of table orders and calls, behind the store's staff code. */
  'staff.tables': '/staff/tables',
  /** The return from a card payment provider: no token in the path. */
  'order-success.provider-return': '/order-success',
  page: '/page/:type',
  'page.detail': '/page/:type/:url/:id',
  /** Fallback static page at the root; the shell ranks it below every fixed path. */
  'static-page': '/:type',
  'product-page': '/p/:productUrl/:productId',
  'menu-page': '/:menuName/:menuId',
  'menu-page.category': '/:menuName/:menuId/:categoryUrl/:categoryId',
  'category-page': '/:categoryUrl/:categoryId/:menuId',
  'store-page': '/s/:storeUrl',
  /** Search results; the words are the ?q= query parameter. */
  search: '/search',
  test: '/test',
  'group-orders.cancelled': '/group-orders/cancelled',
  'group-orders.success': '/group-orders/success',
  /** The organiser starts a group order from their cart (the cart links here). */
  'group-orders.start': '/group-orders/start',
  /** One group order's panel, by its share link. */
  'group-orders.panel': '/group-orders/:link',
  // cart layout
  'cart-checkout': '/cart/checkout',
  // auth layout
  'auth.login': '/auth/login',
  'auth.register': '/auth/register',
  'auth.new-password': '/auth/new-password/:id',
  'auth.confirm-registration': '/auth/confirm-registration/:id',
  'auth.confirm-email': '/auth/confirm-email/:id',
  'auth.join-group-order': '/auth/join-group-order',
  'auth.validate-phone-number': '/auth/validate-phone-number',
  // integrations layout
  /** The payments remote's screen for a placed order (orderId is the order's token), whatever the provider. */
  'integrations.payment': '/integrations/payment/:orderId',
  'integrations.braintree': '/integrations/braintree/:orderId',
  'integrations.stripe': '/integrations/stripe/:orderId',
  'integrations.paypal': '/integrations/paypal/:orderId',
  'integrations.paypal-plus': '/integrations/paypal-plus/:orderId',
  'integrations.kiosk-credit-card': '/integrations/kiosk-credit-card',
  'integrations.kiosk-success': '/integrations/kiosk-success',
  // error screens
  'server-error': '/500',
  'not-found': '/404',
} as const;

export type RouteName = keyof typeof NAMED_ROUTES;

/** The `:param` names of a path pattern, e.g. '/p/:productUrl/:productId' -> 'productUrl' | 'productId'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Name extends RouteName> = Record<PathParamNames<(typeof NAMED_ROUTES)[Name]>, string | number>;

/** Routes without parameters may leave the params out. */
type HrefArgs<Name extends RouteName> = [PathParamNames<(typeof NAMED_ROUTES)[Name]>] extends [never]
  ? [params?: Record<string, never>]
  : [params: RouteParams<Name>];

function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(NAMED_ROUTES, name);
}

/** The path of a named route with its parameters filled in and URL-encoded. */
export function href<Name extends RouteName>(name: Name, ...[params]: HrefArgs<Name>): string {
  if (!isRouteName(name)) throw new Error(`Unknown route name "${String(name)}"`);
  const values = (params ?? {}) as Record<string, string | number | null | undefined>;
  return NAMED_ROUTES[name].replace(/:([A-Za-z]+)/g, (_segment, param: string) => {
    const value = values[param];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Route "${name}" needs the parameter "${param}"`);
    }
    return encodeURIComponent(String(value));
  });
}
