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
  { name: 'order-success', path: '/order-success/:orderToken', remote: 'cart_checkout', module: './OrderSuccessPage', layout: 'main', scrollToTop: true },
  { name: 'category-page', path: '/:categoryUrl/:categoryId/:menuId', remote: 'catalog', module: './CategoryPage', layout: 'main', scrollToTop: true },
  { name: 'menu-page', path: '/:menuName/:menuId', remote: 'catalog', module: './MenuPage', layout: 'main', scrollToTop: true },
  { name: 'menu-page.category', path: '/:menuName/:menuId/:categoryUrl/:categoryId', remote: 'catalog', module: './MenuPage', layout: 'main' },
];
