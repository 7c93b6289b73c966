/**
 * The props of every exposed module. The shell and other remotes mount a module only through
 * these types; changing one is an API change between teams (ARCHITECTURE §3.2).
 */
import type { ComponentType } from 'react';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';

/** Props every routed screen receives: the route's path parameters, as strings. */
export interface ScreenProps {
  params: Record<string, string | undefined>;
}

/** remote `catalog` */
export interface CatalogModules {
  './HomePage': ScreenProps;
  './MenuPage': ScreenProps;
  './CategoryPage': ScreenProps;
}

/** remote `cart_checkout` */
export interface CartCheckoutModules {
  /** The header's cart badge: count and total; opens the cart. */
  './CartWidget': Record<string, never>;
  './CartPage': ScreenProps;
  /** order-success/{orderToken}: the placed order, delivery or pickup, now or later. */
  './OrderSuccessPage': ScreenProps;
}

/** remote `payments`: swappable per market through the shell's config.json. */
export interface PaymentsModules {
  /** The checkout's payment step: the methods that apply to the delivery type. */
  './PaymentMethodPicker': PaymentMethodPickerProps;
}

export interface RemoteModules {
  catalog: CatalogModules;
  cart_checkout: CartCheckoutModules;
  payments: PaymentsModules;
}

export type RemoteName = keyof RemoteModules;
export type ExposedModule<R extends RemoteName> = keyof RemoteModules[R] & string;
export type ExposedProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteModules[R][M];

/** What `loadRemote('catalog/HomePage')` resolves to. */
export interface ExposedModuleExport<P> {
  default: ComponentType<P>;
}
