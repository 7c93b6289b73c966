import type { DeliveryType, PaymentMethod, PickupType } from 'shared-contracts/types/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';

/**
 * One line of an order as the browser sends it: only what the customer chose. Prices are not
 * sent: the API reads them from the store's price list (ARCHITECTURE §3.5).
 */
export interface PlaceOrderLine {
  id: number;
  quantity: number;
  selected_size: number | null;
  options: { id: number; quantity: number }[];
}

/** POST public/orders body; the Idempotency-Key header makes a retried submit return the first order. */
export interface PlaceOrderRequest {
  store_id: number;
  delivery_type: DeliveryType;
  pickup_type: PickupType | null;
  name: string;
  email: string;
  phone: string;
  phone_country: string;
  address: string;
  address_line2: string;
  /** Optional location name and special instructions for the courier (delivery only). */
  address_name?: string;
  address_instructions?: string;
  geolocation: LatLng | null;
  informations: string;
  cutlery: boolean;
  contactless_delivery: boolean;
  accept_promotion: boolean;
  /** The customer confirmed the age limit (required when any product is age-restricted). */
  age_restriction: boolean;
  /**
   * Spec §5 location confirmation: the customer confirmed the delivery address and map pin, or the
   * pickup store. Required for delivery and pickup; a table is its own location.
   */
  location_confirmed?: boolean;
  /**
   * Spec §5 information confirmation: the customer confirmed that their details are correct.
   * Required for delivery and pickup; a table order has only a name for the waiter.
   */
  information_confirmed?: boolean;
  payment_method: PaymentMethod;
  voucher_code: string | null;
  loyalty_points: number;
  for_later: boolean;
  /** YYYY-MM-DD and HH:MM on the store's wall clock, when for_later. */
  later_day: string | null;
  later_time: string | null;
  /** A table order's table: the link of its QR code (issue 9). */
  table_link?: string | null;
  products: PlaceOrderLine[];
  /** The total the customer saw; when the server's differs the order is refused, never charged. */
  expected_total: number | null;
  /**
   * The organiser placing a completed group order (the cart's group fields, spec §3): the API
   * places the participants' lines as it stored them, and `products` is not read.
   */
  group_order?: GroupOrderCheckout | null;
  /**
   * The token of the saved cart the order is placed from (the cart_token cookie): the API places one
   * order per cart, so a second tab or a reloaded one cannot order the same cart again.
   */
  cart_token?: string | null;
}

/** An order already placed from this cart: where the customer finds it. */
export interface OrderOfCart {
  token: string;
}

/** POST public/orders' 409: the cart was ordered already (another tab, or before a reload). */
export interface CartAlreadyOrdered {
  statusCode: 409;
  error: string;
  message: string;
  placed_order: OrderOfCart;
}

/** Which group order: its link (the cart's order_token) and the organiser's participant_token. */
export interface GroupOrderCheckout {
  order_token: string;
  participant_token: string;
}

export interface OrderLine {
  product_id: number;
  name: string;
  quantity: number;
  size_name: string | null;
  /** The chosen options by name, as the customer read them (a line stored without names has none). */
  options: { name: string; quantity: number }[];
  unit_price: number;
  total: number;
}

/** What an order cost besides its lines, as the server stored it when it was placed: lines + these = total. */
export type StoredOrderCosts = Pick<
  PlacedOrder,
  'packaging_fee' | 'free_products_discount' | 'delivery_fee' | 'voucher_code' | 'voucher_value' | 'loyalty_points' | 'group_extra'
>;

/** What GET public/orders/{token} and POST public/orders answer: the order as the server stored it. */
export interface PlacedOrder {
  token: string;
  created_at: string;
  delivery_type: DeliveryType;
  pickup_type: PickupType | null;
  store: { id: number; name: string; address: string; phone: string };
  name: string;
  address: string;
  /** Floor, apartment, intercom of a delivery address ('' when none, and for pickup and table). */
  address_line2: string;
  for_later: boolean;
  later_day: string | null;
  later_time: string | null;
  /** Minutes until ready (pickup) or at the door (delivery), for orders placed for now. */
  estimated_minutes: number;
  payment_method: PaymentMethod;
  voucher_code: string | null;
  lines: OrderLine[];
  subtotal: number;
  delivery_fee: number;
  packaging_fee: number;
  voucher_value: number;
  free_products_discount: number;
  /** Bonus points taken off the total (one point is one unit of money). */
  loyalty_points: number;
  /**
   * A group's order: the organiser's group extra (spec §9 "+ group extra"), which the total
   * includes though no line holds it; 0 for any other order. (Screens read it as 0 when absent: a
   * remote may go live before the API that sends it.)
   */
  group_extra: number;
  total: number;
  /** A table order's table and spec §4 state (sent to waiter, received); null for delivery and pickup. */
  table: PlacedTableOrder | null;
  /**
   * Paid online and not paid yet (nor under way with its provider): the order waits for the customer
   * to pay it. Optional: an API older than this field answers without it, read as not due.
   */
  payment_due?: boolean;
  /**
   * Paid online, and not paid within UNPAID_ORDER_DEADLINE_MINUTES of being placed: cancelled, its
   * open payment closed and its bonus points and account voucher given back. It can no longer be
   * paid. Nothing was charged, unless payment_unverified. Optional, as payment_due is.
   */
  abandoned?: boolean;
  /**
   * An order abandoned whose payment its provider could not verify when it was closed (error_checking),
   * or confirmed only after: the customer may have been charged, and asks the store for a refund.
   * Only in the order's own answer (GET public/orders/{token}); optional, as a remote may go live
   * before the API that sends it (read as not unverified).
   */
  payment_unverified?: boolean;
  /**
   * An order payment_due: when it is cancelled if still not paid (ISO time), the deadline after its
   * placing or its last payment attempt. Only in the order's own answer (GET public/orders/{token}).
   */
  payment_deadline?: string;
  /**
   * A split group's order (issue 7), paid share by share, each on the group order's screen, never
   * as a whole: that group order's link. Only in the order's own answer (GET public/orders/{token}).
   */
  group_order_link?: string;
}

export interface PlacedTableOrder {
  /**
   * The table's id (the cart's table_id once seated there): only at that table are its live state
   * and calls the order's. (An API older than this field answers without it: read as another table.)
   */
  id: number;
  number: string;
  status: 'sent_to_waiter' | 'received';
}

/** A 422 from POST public/orders names the fields that are off, with a message for each. */
export interface OrderRefusal {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}
