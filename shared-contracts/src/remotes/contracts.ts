/**
 * The props of every exposed module. The shell and other remotes mount a module only through
 * these types; changing one is an API change between teams (ARCHITECTURE §3.2).
 */
import type { ComponentType } from 'react';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import type { DeliveryType } from 'shared-contracts/types/cart';

/** Props every routed screen receives: the route's path parameters, as strings. */
export interface ScreenProps {
  params: Record<string, string | undefined>;
}

/** remote `catalog` */
export interface CatalogModules {
  './HomePage': ScreenProps;
  './MenuPage': ScreenProps;
  './CategoryPage': ScreenProps;
  /** p/:productUrl/:productId */
  './ProductPage': ScreenProps;
  /** s/:storeUrl: the store's products; the shell fetched settings with store_url already. */
  './StorePage': ScreenProps;
  /** /search?q=: reads the query from the address. */
  './SearchPage': ScreenProps;
}

/** remote `cart_checkout` */
export interface CartCheckoutModules {
  /** The header's cart badge: count and total; opens the cart. */
  './CartWidget': Record<string, never>;
  './CartPage': ScreenProps;
  /** order-success/{orderToken}: the placed order, delivery or pickup, now or later. */
  './OrderSuccessPage': ScreenProps;
  /** table/{link}: a table's QR code sets the cart on that table (issue 9). */
  './TablePage': ScreenProps;
  /** staff/tables: the store's table orders and calls, behind its staff code. */
  './StaffTablesPage': ScreenProps;
}

/** remote `payments`: swappable per market through the shell's config.json. */
export interface PaymentsModules {
  /** The checkout's payment step: the methods that apply to the delivery type. */
  './PaymentMethodPicker': PaymentMethodPickerProps;
  /** integrations/payment/{orderId} and the providers' integrations routes: pays a placed order (orderId = its token). */
  './PaymentPage': ScreenProps;
  /** integrations/paypal-plus/{orderId}: PayPal Plus, an order paid by PayPal paid by card in PayPal's card fields. */
  './PaypalPlusPage': ScreenProps;
  /** order-success without a token: a provider's return (?order=<token>), landing on the order's success screen. */
  './ProviderReturnPage': ScreenProps;
  /** integrations/kiosk-credit-card?order=: a kiosk's card screen for a placed order. */
  './KioskCreditCardPage': ScreenProps;
  /** integrations/kiosk-success?order=: a kiosk's end of a paid order; back to the start for the next customer. */
  './KioskSuccessPage': ScreenProps;
}

/** remote `account` */
export interface AccountModules {
  /** The header's user menu: "Sign in" for guests; the account links and logout when signed in. */
  './UserMenu': Record<string, never>;
  './LoginPage': ScreenProps;
  './RegisterPage': ScreenProps;
  /** params.id: the id of the e-mailed password-reset link. */
  './NewPasswordPage': ScreenProps;
  './ConfirmRegistrationPage': ScreenProps;
  './ConfirmEmailPage': ScreenProps;
  './ValidatePhonePage': ScreenProps;
  './AccountDetailsPage': ScreenProps;
  './BenefitsPage': ScreenProps;
  /** /account/orders: current and past orders, reorder. */
  './OrdersPage': ScreenProps;
  /**
   * Spec §6: invites a guest to create an account for bonus points and vouchers; nothing when signed
   * in. At the checkout it offers to sign in for this order's points and comes back to the checkout.
   */
  './GuestInvitation': { place?: 'checkout' | 'order-success' };
  /** "Order again" by the order's link (an order page): the order's food back in the cart, at today's prices. */
  './OrderAgain': { orderToken: string; orderedFor: DeliveryType };
}

/** remote `reservations_events_jobs` */
export interface ReservationsEventsJobsModules {
  './ReservationsPage': ScreenProps;
  './ReservationThankYouPage': ScreenProps;
  './EventsPage': ScreenProps;
  './EventPage': ScreenProps;
  './JobsPage': ScreenProps;
  './JobPage': ScreenProps;
  /** /contact lists the stores; /contact/{storeUrl} is one store's form. */
  './ContactPage': ScreenProps;
  './LegalPage': ScreenProps;
  /** /page/{type}, /page/{type}/{url}/{id} and the one-segment {type} fallback. */
  './StaticPage': ScreenProps;
  './UnsubscribePage': ScreenProps;
}

/** remote `group_orders` */
export interface GroupOrdersModules {
  /** group-orders.start: the organiser starts a group order from their cart. */
  './StartGroupOrderPage': ScreenProps;
  /** /auth/join-group-order?link=: a guest joins with a name only. */
  './JoinGroupOrderPage': ScreenProps;
  /** group-orders/{link}: participants, their lines and states, live. */
  './GroupOrderPage': ScreenProps;
  './GroupOrderSuccessPage': ScreenProps;
  './GroupOrderCancelledPage': ScreenProps;
}

export interface RemoteModules {
  catalog: CatalogModules;
  group_orders: GroupOrdersModules;
  cart_checkout: CartCheckoutModules;
  account: AccountModules;
  reservations_events_jobs: ReservationsEventsJobsModules;
  payments: PaymentsModules;
}

export type RemoteName = keyof RemoteModules;
export type ExposedModule<R extends RemoteName> = keyof RemoteModules[R] & string;
export type ExposedProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteModules[R][M];

/** What `loadRemote('catalog/HomePage')` resolves to. */
export interface ExposedModuleExport<P> {
  default: ComponentType<P>;
}
