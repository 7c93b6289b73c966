import type { NavigateFunction } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { startNewCartAfterOrder } from 'shared-contracts/stores/cart-sync';
import { dismissPriceChanges } from 'shared-contracts/stores/notify-price-changes';
import type { CartAlreadyOrdered } from 'shared-contracts/types/order';
import { forgetConfirmations } from './confirmations';

/** An order was placed from this cart: the cart, the price-change notice and the ticks start anew. */
export function startAfterOrder(): void {
  startNewCartAfterOrder();
  dismissPriceChanges();
  forgetConfirmations();
}

/**
 * The API places one order per cart: this cart's order was placed already (in another tab, or in
 * this one before a reload). Nothing new was ordered; the cart is done with as after any order, and
 * the customer is taken to that order, where an order still to be paid can be paid. The API's
 * message, which says so, is shown by the API client (spec §8 catalogue) as for any refusal.
 */
export function showOrderAlreadyPlaced(answer: CartAlreadyOrdered, navigate: NavigateFunction): void {
  startAfterOrder();
  navigate(href('order-success', { orderToken: answer.placed_order.token }));
}
