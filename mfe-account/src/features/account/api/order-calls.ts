import { api } from 'shared-contracts/api/client';
import type { CartProduct, DeliveryType } from 'shared-contracts/types/cart';
import type { StoredOrderCosts } from 'shared-contracts/types/order';

export interface AccountOrder extends StoredOrderCosts {
  id: number;
  token: string;
  created_at: string;
  /**
   * placed: waiting for payment (cash and card on delivery are paid at the door); paid: confirmed;
   * abandoned: paid online and not paid in time, so cancelled, with its points and voucher given back;
   * money_returned: paid, then all its money went back to the customer (refunded or reversed), its points with it.
   */
  status: 'placed' | 'paid' | 'abandoned' | 'money_returned';
  /**
   * Placed to be paid online and still waiting for the customer to pay it: the card offers the
   * payment screen. Optional: an API older than it answers without it.
   */
  payment_due?: boolean;
  current: boolean;
  /** Its store, whose clock (the settings' stores[].time_zone) its times are told on. */
  store_id: number;
  store_name: string;
  delivery_type: DeliveryType;
  for_later: boolean;
  later_day: string | null;
  later_time: string | null;
  total: number;
  /**
   * What the customer pays of the total: less for a split group's order, whose organiser pays only
   * their shares. Optional: an API older than it answers without it.
   */
  paid_by_customer?: number;
  /** `options`: the options chosen, by the names the customer saw. */
  lines: { name: string; size_name: string | null; options: { name: string; quantity: number }[]; quantity: number; total: number }[];
}

export interface Reorder {
  store_id: number;
  products: CartProduct[];
  /** Lines today's store cannot sell as they were ordered. */
  unavailable: string[];
}

/** Orders come a page at a time: years of a regular's orders are neither sent nor drawn at once. */
export const ORDERS_PAGE = 20;

/** A page of the history, newest first; `before`, the id of the last order of the page before. */
export function getOrders(before?: number): Promise<AccountOrder[]> {
  const searchParams = { limit: ORDERS_PAGE, ...(before === undefined ? {} : { before }) };
  return api().get('public/account/orders', { searchParams }).json();
}

/** Priced by the cart's store (the X-Store-Id header the client sends), else the order's store. */
export function reorder(orderId: number): Promise<Reorder> {
  return api().post(`public/account/orders/${orderId}/reorder`).json();
}

/** The same, by the order's link: a guest's order, which no account lists. */
export function reorderByLink(orderToken: string): Promise<Reorder> {
  return api().post(`public/orders/${encodeURIComponent(orderToken)}/reorder`).json();
}
