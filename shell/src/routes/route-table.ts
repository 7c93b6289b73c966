import type { RemoteName } from 'shared-contracts/remotes/contracts';

/**
 * Every screen of spec §2 that a remote renders: path -> one exposed module of one remote.
 * Adding a remote is a data change: its rows here and its entry in the market's config.json.
 * A row whose remote is not in the market's manifest is not registered (the 404 screen answers).
 */
export interface RouteEntry {
  /** The named route (shared-contracts routes) this row serves. */
  name: string;
  path: string;
  remote: RemoteName;
  module: string;
  layout: 'main' | 'cart';
  /** Spec §2: without a hash target, scroll to the top only on routes flagged so. */
  scrollToTop?: boolean;
}

export const ROUTE_TABLE: RouteEntry[] = [
  { name: 'homepage', path: '/', remote: 'catalog', module: './HomePage', layout: 'main', scrollToTop: true },
  { name: 'cart-checkout', path: '/cart/checkout', remote: 'cart_checkout', module: './CartPage', layout: 'cart', scrollToTop: true },
  { name: 'product-page', path: '/p/:productUrl/:productId', remote: 'catalog', module: './ProductPage', layout: 'main', scrollToTop: true },
  { name: 'store-page', path: '/s/:storeUrl', remote: 'catalog', module: './StorePage', layout: 'main', scrollToTop: true },
  { name: 'search', path: '/search', remote: 'catalog', module: './SearchPage', layout: 'main', scrollToTop: true },
  { name: 'account.details', path: '/account', remote: 'account', module: './AccountDetailsPage', layout: 'main', scrollToTop: true },
  { name: 'account.orders', path: '/account/orders', remote: 'account', module: './OrdersPage', layout: 'main', scrollToTop: true },
  { name: 'account.bonus-points', path: '/account/benefits', remote: 'account', module: './BenefitsPage', layout: 'main', scrollToTop: true },
  { name: 'auth.login', path: '/auth/login', remote: 'account', module: './LoginPage', layout: 'main', scrollToTop: true },
  { name: 'auth.register', path: '/auth/register', remote: 'account', module: './RegisterPage', layout: 'main', scrollToTop: true },
  { name: 'auth.new-password', path: '/auth/new-password/:id', remote: 'account', module: './NewPasswordPage', layout: 'main', scrollToTop: true },
  { name: 'auth.confirm-registration', path: '/auth/confirm-registration/:id', remote: 'account', module: './ConfirmRegistrationPage', layout: 'main', scrollToTop: true },
  { name: 'auth.confirm-email', path: '/auth/confirm-email/:id', remote: 'account', module: './ConfirmEmailPage', layout: 'main', scrollToTop: true },
  { name: 'auth.validate-phone-number', path: '/auth/validate-phone-number', remote: 'account', module: './ValidatePhonePage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.start', path: '/group-orders/start', remote: 'group_orders', module: './StartGroupOrderPage', layout: 'main', scrollToTop: true },
  { name: 'auth.join-group-order', path: '/auth/join-group-order', remote: 'group_orders', module: './JoinGroupOrderPage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.panel', path: '/group-orders/:link', remote: 'group_orders', module: './GroupOrderPage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.success', path: '/group-orders/success', remote: 'group_orders', module: './GroupOrderSuccessPage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.cancelled', path: '/group-orders/cancelled', remote: 'group_orders', module: './GroupOrderCancelledPage', layout: 'main', scrollToTop: true },
  { name: 'reservations', path: '/reservations', remote: 'reservations_events_jobs', module: './ReservationsPage', layout: 'main', scrollToTop: true },
  { name: 'reservations.thank-you', path: '/reservations/thank-you', remote: 'reservations_events_jobs', module: './ReservationThankYouPage', layout: 'main', scrollToTop: true },
  { name: 'events', path: '/events', remote: 'reservations_events_jobs', module: './EventsPage', layout: 'main', scrollToTop: true },
  { name: 'event', path: '/event/:url', remote: 'reservations_events_jobs', module: './EventPage', layout: 'main', scrollToTop: true },
  { name: 'jobs', path: '/jobs', remote: 'reservations_events_jobs', module: './JobsPage', layout: 'main', scrollToTop: true },
  { name: 'job', path: '/job/:url', remote: 'reservations_events_jobs', module: './JobPage', layout: 'main', scrollToTop: true },
  { name: 'contact', path: '/contact', remote: 'reservations_events_jobs', module: './ContactPage', layout: 'main', scrollToTop: true },
  { name: 'contact.store', path: '/contact/:storeUrl', remote: 'reservations_events_jobs', module: './ContactPage', layout: 'main', scrollToTop: true },
  { name: 'legal', path: '/legal/:type', remote: 'reservations_events_jobs', module: './LegalPage', layout: 'main', scrollToTop: true },
  { name: 'page', path: '/page/:type', remote: 'reservations_events_jobs', module: './StaticPage', layout: 'main', scrollToTop: true },
  { name: 'page.detail', path: '/page/:type/:url/:id', remote: 'reservations_events_jobs', module: './StaticPage', layout: 'main', scrollToTop: true },
  // One segment only: react-router ranks every fixed path (/test, /404, /events) above it, and the
  // catalog's two-segment /:menuName/:menuId never competes with it.
  { name: 'static-page', path: '/:type', remote: 'reservations_events_jobs', module: './StaticPage', layout: 'main', scrollToTop: true },
  { name: 'unsubscribe', path: '/unsubscribe', remote: 'reservations_events_jobs', module: './UnsubscribePage', layout: 'main', scrollToTop: true },
  { name: 'order-success.provider-return', path: '/order-success', remote: 'payments', module: './ProviderReturnPage', layout: 'main', scrollToTop: true },
  { name: 'integrations.payment', path: '/integrations/payment/:orderId', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.braintree', path: '/integrations/braintree/:orderId', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.stripe', path: '/integrations/stripe/:orderId', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.paypal', path: '/integrations/paypal/:orderId', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.kiosk-credit-card', path: '/integrations/kiosk-credit-card', remote: 'payments', module: './KioskCreditCardPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.kiosk-success', path: '/integrations/kiosk-success', remote: 'payments', module: './KioskSuccessPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.paypal-plus', path: '/integrations/paypal-plus/:orderId', remote: 'payments', module: './PaypalPlusPage', layout: 'cart', scrollToTop: true },
  { name: 'table', path: '/table/:link', remote: 'cart_checkout', module: './TablePage', layout: 'main', scrollToTop: true },
  { name: 'staff.tables', path: '/staff/tables', remote: 'cart_checkout', module: './StaffTablesPage', layout: 'main', scrollToTop: true },
  { name: 'order-success', path: '/order-success/:orderToken', remote: 'cart_checkout', module: './OrderSuccessPage', layout: 'main', scrollToTop: true },
  { name: 'category-page', path: '/:categoryUrl/:categoryId/:menuId', remote: 'catalog', module: './CategoryPage', layout: 'main', scrollToTop: true },
  { name: 'menu-page', path: '/:menuName/:menuId', remote: 'catalog', module: './MenuPage', layout: 'main', scrollToTop: true },
  { name: 'menu-page.category', path: '/:menuName/:menuId/:categoryUrl/:categoryId', remote: 'catalog', module: './MenuPage', layout: 'main' },
];
