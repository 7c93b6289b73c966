import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { Voucher } from 'shared-contracts/types/voucher';

export type DeliveryType = 'pickup' | 'delivery' | 'table';
export type PickupType = 'by_car' | 'at_counter';
export type PaymentMethod =
  | 'cash'
  | 'cash-pickup'
  | 'pos'
  | 'pos-pickup'
  | 'card'
  | 'paypal'
  | 'by_organizer';
export type GroupOrderPaymentType = 'split' | 'total';
/** Spec §4: split (each pays by own card), integral (one person pays everything), or the organiser pays. */
export type GroupOrderPaymentMode = 'split' | 'integral' | 'organiser';

/**
 * The most of one cart line an order takes (spec §5 "maximum quantity per product"): the API's
 * order and group-order schemas hold every line to it, and the cart never goes past it.
 */
export const MAX_LINE_QUANTITY = 99;

/**
 * The most of one option on a line, whatever the restaurant set (0, its "no bound", included): the
 * API's schemas take no more, so the product page offers no more.
 */
export const MAX_OPTION_QUANTITY = 20;

/** Spec §3 "Cart product". */
export interface CartProduct {
  id: number;
  /** Shown in the cart; carried so the cart renders without refetching the catalog. */
  name: string;
  /** 1 to MAX_LINE_QUANTITY. */
  quantity: number;
  price: number;
  pack_price: number | null;
  /**
   * Spec §3 option: id, price, quantity. `name` is carried for the cart line, like the product's:
   * optional, as carts saved before it lack it; the API reads only id and quantity.
   */
  options: { id: number; price: number; quantity: number; name?: string }[];
  categories: { id: number }[];
  age_restriction: boolean;
  locked: boolean;
  order_product_id: number | null;
  sizes: { product_store_id: number; id: number; name: string; price: number }[];
  selected_size: number | null;
  /** The product's catalogue flags (Product.only_for_later, today_only); absent means false. */
  only_for_later?: boolean;
  today_only?: boolean;
}

/** A discount line: a name and the amount it takes off. */
export interface Discount {
  name: string;
  value: number;
}

/** Spec §3 "Cart": client state saved on every change. */
export interface Cart {
  store_id: number | null;
  name: string;
  phone: string;
  phone_country: string;
  group_order: boolean;
  order_token: string | null;
  participant_token: string | null;
  group_order_payment_type: GroupOrderPaymentType;
  group_order_admin: boolean;
  group_order_pay_extra: number;
  /** Spec §4 payment mode of the group order in use: the checkout offers the methods it allows. */
  group_order_payment_mode: GroupOrderPaymentMode;
  address_id: number | null;
  address: string;
  address_line2: string;
  /** Optional location name ("Home", "Office") and special instructions for the courier. */
  address_name: string;
  address_instructions: string;
  use_credit_card_id: number | null;
  geolocation: { lat: number; lng: number } | null;
  discount: Discount | null;
  discount_free_products: Discount | null;
  delivery_area: DeliveryArea | null;
  transport_price: number;
  products: CartProduct[];
  informations: string;
  accept_promotion: boolean;
  tos: boolean;
  age_restriction: boolean;
  contactless_delivery: boolean;
  cutlery: boolean;
  payment_method: PaymentMethod | null;
  voucher: Voucher | null;
  delivery_type: DeliveryType;
  pickup_type: PickupType | null;
  only_for_later: boolean;
  for_later: boolean;
  later_day: string | null;
  later_time: string | null;
  loyalty_points: number;
  table_id: number | null;
  table_number: string | null;
  /** The link of the table's QR code, which names the table to the API (issue 9). */
  table_link: string | null;
  /**
   * When the table's QR code was last scanned (ms since 1970). Not in spec §3: the cart outlives the
   * meal (it is kept for a year), so once a visit's hours have passed the cart leaves the table and
   * no order goes to a table the customer has left. Null or absent (seated before it was kept): the
   * visit counts from when the cart is next read.
   */
  table_seated_at?: number | null;
  stripe_client_secret: string | null;
  traffic_source: string | null;
}

/** Every cart field with its default (spec §3, §4). */
export function emptyCart(): Cart {
  return {
    store_id: null,
    name: '',
    phone: '',
    phone_country: '',
    group_order: false,
    order_token: null,
    participant_token: null,
    group_order_payment_type: 'split',
    group_order_admin: false,
    group_order_pay_extra: 0,
    group_order_payment_mode: 'split',
    address_id: null,
    address: '',
    address_line2: '',
    address_name: '',
    address_instructions: '',
    use_credit_card_id: null,
    geolocation: null,
    discount: null,
    discount_free_products: null,
    delivery_area: null,
    transport_price: 0,
    products: [],
    informations: '',
    accept_promotion: false,
    tos: false,
    age_restriction: false,
    contactless_delivery: false,
    cutlery: false,
    payment_method: null,
    voucher: null,
    delivery_type: 'pickup',
    pickup_type: null,
    only_for_later: false,
    for_later: false,
    later_day: null,
    later_time: null,
    loyalty_points: 0,
    table_id: null,
    table_number: null,
    table_link: null,
    table_seated_at: null,
    stripe_client_secret: null,
    traffic_source: null,
  };
}
