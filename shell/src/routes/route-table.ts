import type { RemoteName } from 'shared-contracts/remotes/contracts';
import { NAMED_ROUTES, type RouteName } from 'shared-contracts/routes/named-routes';

/**
 * Every screen of spec §2 that a remote renders: path -> one exposed module of one remote.
 * Adding a remote is a data change: its rows here and its entry in the market's config.json.
 * A row whose remote is not in the market's manifest is not registered (the 404 screen answers).
 */
export interface RouteEntry {
  /** The named route (shared-contracts routes) this row serves. */
  name: RouteName;
  /** Its pattern, from the named routes, where every path is written once. */
  path: string;
  remote: RemoteName;
  module: string;
  layout: 'main' | 'cart';
  /** Spec §2: without a hash target, scroll to the top only on routes flagged so. */
  scrollToTop?: boolean;
}

const ROWS: Omit<RouteEntry, 'path'>[] = [
  { name: 'homepage', remote: 'catalog', module: './HomePage', layout: 'main', scrollToTop: true },
  { name: 'cart-checkout', remote: 'cart_checkout', module: './CartPage', layout: 'cart', scrollToTop: true },
  { name: 'product-page', remote: 'catalog', module: './ProductPage', layout: 'main', scrollToTop: true },
  { name: 'store-page', remote: 'catalog', module: './StorePage', layout: 'main', scrollToTop: true },
  { name: 'search', remote: 'catalog', module: './SearchPage', layout: 'main', scrollToTop: true },
  { name: 'account.details', remote: 'account', module: './AccountDetailsPage', layout: 'main', scrollToTop: true },
  { name: 'account.orders', remote: 'account', module: './OrdersPage', layout: 'main', scrollToTop: true },
  { name: 'account.bonus-points', remote: 'account', module: './BenefitsPage', layout: 'main', scrollToTop: true },
  { name: 'auth.login', remote: 'account', module: './LoginPage', layout: 'main', scrollToTop: true },
  { name: 'auth.register', remote: 'account', module: './RegisterPage', layout: 'main', scrollToTop: true },
  { name: 'auth.new-password', remote: 'account', module: './NewPasswordPage', layout: 'main', scrollToTop: true },
  { name: 'auth.confirm-registration', remote: 'account', module: './ConfirmRegistrationPage', layout: 'main', scrollToTop: true },
  { name: 'auth.confirm-email', remote: 'account', module: './ConfirmEmailPage', layout: 'main', scrollToTop: true },
  { name: 'auth.validate-phone-number', remote: 'account', module: './ValidatePhonePage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.start', remote: 'group_orders', module: './StartGroupOrderPage', layout: 'main', scrollToTop: true },
  { name: 'auth.join-group-order', remote: 'group_orders', module: './JoinGroupOrderPage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.panel', remote: 'group_orders', module: './GroupOrderPage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.success', remote: 'group_orders', module: './GroupOrderSuccessPage', layout: 'main', scrollToTop: true },
  { name: 'group-orders.cancelled', remote: 'group_orders', module: './GroupOrderCancelledPage', layout: 'main', scrollToTop: true },
  { name: 'reservations', remote: 'reservations_events_jobs', module: './ReservationsPage', layout: 'main', scrollToTop: true },
  { name: 'reservations.thank-you', remote: 'reservations_events_jobs', module: './ReservationThankYouPage', layout: 'main', scrollToTop: true },
  { name: 'events', remote: 'reservations_events_jobs', module: './EventsPage', layout: 'main', scrollToTop: true },
  { name: 'event', remote: 'reservations_events_jobs', module: './EventPage', layout: 'main', scrollToTop: true },
  { name: 'jobs', remote: 'reservations_events_jobs', module: './JobsPage', layout: 'main', scrollToTop: true },
  { name: 'job', remote: 'reservations_events_jobs', module: './JobPage', layout: 'main', scrollToTop: true },
  { name: 'contact', remote: 'reservations_events_jobs', module: './ContactPage', layout: 'main', scrollToTop: true },
  { name: 'contact.store', remote: 'reservations_events_jobs', module: './ContactPage', layout: 'main', scrollToTop: true },
  { name: 'legal', remote: 'reservations_events_jobs', module: './LegalPage', layout: 'main', scrollToTop: true },
  { name: 'page', remote: 'reservations_events_jobs', module: './StaticPage', layout: 'main', scrollToTop: true },
  { name: 'page.detail', remote: 'reservations_events_jobs', module: './StaticPage', layout: 'main', scrollToTop: true },
  // One segment only: react-router ranks every fixed path (/test, /404, /events) above it, and the
  // catalog's two-segment /:menuName/:menuId never competes with it.
  { name: 'static-page', remote: 'reservations_events_jobs', module: './StaticPage', layout: 'main', scrollToTop: true },
  { name: 'unsubscribe', remote: 'reservations_events_jobs', module: './UnsubscribePage', layout: 'main', scrollToTop: true },
  { name: 'order-success.provider-return', remote: 'payments', module: './ProviderReturnPage', layout: 'main', scrollToTop: true },
  { name: 'integrations.payment', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.braintree', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.stripe', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.paypal', remote: 'payments', module: './PaymentPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.kiosk-credit-card', remote: 'payments', module: './KioskCreditCardPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.kiosk-success', remote: 'payments', module: './KioskSuccessPage', layout: 'cart', scrollToTop: true },
  { name: 'integrations.paypal-plus', remote: 'payments', module: './PaypalPlusPage', layout: 'cart', scrollToTop: true },
  { name: 'table', remote: 'cart_checkout', module: './TablePage', layout: 'main', scrollToTop: true },
  { name: 'staff.tables', remote: 'cart_checkout', module: './StaffTablesPage', layout: 'main', scrollToTop: true },
  { name: 'order-success', remote: 'cart_checkout', module: './OrderSuccessPage', layout: 'main', scrollToTop: true },
  { name: 'category-page', remote: 'catalog', module: './CategoryPage', layout: 'main', scrollToTop: true },
  { name: 'menu-page', remote: 'catalog', module: './MenuPage', layout: 'main', scrollToTop: true },
  { name: 'menu-page.category', remote: 'catalog', module: './MenuPage', layout: 'main' },
];

export const ROUTE_TABLE: RouteEntry[] = ROWS.map((row) => ({ ...row, path: NAMED_ROUTES[row.name] }));
