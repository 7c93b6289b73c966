/**
 * Bodies and answers of the spec §7 calls, shared by the API (which validates them with
 * TypeBox schemas of the same shape) and the browser client.
 */
import type { Discount } from 'shared-contracts/types/cart';
import type { OrderOfCart } from 'shared-contracts/types/order';

/** POST public/carts: `json_object` is the cart serialised with JSON.stringify. */
export interface SaveCartRequest {
  token?: string | null;
  json_object: string;
  /** The cart's revision (it only grows): a save older than the one stored is answered as saved, not applied. */
  revision?: number;
}

export interface SaveCartAnswer {
  token: string;
  discount_free_products: Discount | null;
  /**
   * Lines whose choices break the product's rules (shared-contracts validateProductChoices), or
   * that name no product of the cart's store; empty when every line is valid. Optional so an
   * older API's answer still reads.
   */
  invalid_products?: InvalidCartProduct[];
  /** The order already placed from the token sent, which is then replaced by `token`. */
  placed_order?: OrderOfCart | null;
}

/** One reported cart line: its position in cart.products and each rule it breaks, said in the request's language. */
export interface InvalidCartProduct {
  index: number;
  id: number | null;
  violations: { rule: string; message: string }[];
}

/** GET public/carts?token=… */
export interface LoadCartAnswer {
  token: string;
  json_object: string;
  /** The order already placed from this cart (one order per cart): the cart is done with. */
  placed_order?: OrderOfCart | null;
}

/** POST public/check-redirect */
export interface CheckRedirectRequest {
  url: string;
}

export interface CheckRedirectAnswer {
  redirectUrl: string | null;
}

/** Every 4xx/5xx answer of the API carries a message a person can read. */
export interface ErrorAnswer {
  statusCode: number;
  error: string;
  message: string;
  /** The request field the message is about, when it is about one: a form shows it there. */
  field?: string;
}

/**
 * GET public/products filters. `product_ids` is the spec's comma list; the catalog also lists by
 * menu, category or store, and asks for recommended products.
 */
export interface ProductsQuery {
  product_ids?: string;
  store_id?: number;
  menu_id?: number;
  category_id?: number;
  recommended?: boolean;
  with?: 'sizes';
  translate_language?: string;
}
