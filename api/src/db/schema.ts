import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Language, Translated } from 'shared-contracts/types/language';
import type { RangeFee } from 'shared-contracts/types/delivery-area';
import type { DeliveryType, PaymentMethod, PickupType } from 'shared-contracts/types/cart';
import type { Nutrition } from 'shared-contracts/types/product';
import type { AllergenId } from 'shared-contracts/types/allergen';
import type { ExternalResource, SocialMediaAccount, Tracker } from 'shared-contracts/types/settings';
import type { VoucherValueType } from 'shared-contracts/types/voucher';
import type { ReservationsEventsJobsTables } from './schema-reservations-events-jobs';
import type { TableOrderingTables } from './schema-table-ordering';
import type { PaymentsTables } from './schema-payments';
import type { GroupOrderTables } from './schema-group-orders';
import type { CardSavingTables } from './schema-card-saving';

/**
 * Why a points ledger row (migrations 020, 154, 169, 170): a paid order's credit, a friend's first
 * order's referral, points spent on an order, given back when it went unpaid, taken back with the
 * money, or (the points spent) given back with the whole of the money.
 */
export type PointsReason = 'order' | 'referral' | 'redeemed' | 'returned' | 'order_taken_back' | 'referral_taken_back' | 'redeemed_given_back';

/** PostgreSQL numeric comes back as text; we write numbers and read them with Number(). */
type Money = ColumnType<string, number | string, number | string>;
type Texts = JSONColumnType<Translated, string, string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;
export interface TranslatedMetaTags {
  title: Translated;
  description: Translated;
  keywords: Translated;
}

/** The tables of the numbered migrations, as Kysely sees them. */
export interface Database extends ReservationsEventsJobsTables, TableOrderingTables, PaymentsTables, GroupOrderTables, CardSavingTables {
  website: WebsiteTable;
  banners: { id: number; title: Texts; picture: string; link: string; position: number };
  pages: { id: number; type: string; url: string; title: Texts; position: number };
  stores: StoresTable;
  opening_hours: {
    store_id: number;
    day: number;
    open: string;
    close: string;
    delivery: boolean;
    pickup: boolean;
  };
  delivery_areas: {
    id: number;
    store_id: number;
    fee_type: 'fixed' | 'range';
    transport_price: Money;
    min_order_value: Money;
    min_order_free_transport: ColumnType<string | null, number | null, number | null>;
    fees: Json<RangeFee[]>;
    polygon: string;
  };
  menus: { id: number; name: Texts; url: string; position: number };
  categories: { id: number; menu_id: number; name: Texts; url: string; position: number };
  products: ProductsTable;
  product_categories: { product_id: number; category_id: number };
  product_stores: {
    id: number;
    product_id: number;
    store_id: number;
    price: Money;
    pack_price: ColumnType<string | null, number | null, number | null>;
    in_stock: boolean;
  };
  product_sizes: { id: number; product_store_id: number; name: Texts; price: Money; position: number };
  option_groups: {
    id: number;
    product_id: number;
    name: Texts;
    min_options: number;
    max_options: number;
    position: number;
  };
  options: {
    id: number;
    option_group_id: number;
    name: Texts;
    price: Money;
    min_quantity: number;
    max_quantity: number;
    /** Allergen ids 1-14 this option adds (migration 010). */
    allergens: ColumnType<AllergenId[], string | undefined, string>;
    position: number;
  };
  vouchers: VouchersTable;
  redirects: { url: string; target: string };
  carts: {
    token_hash: string;
    json_object: string;
    /** Migration 179: bigint, so read as text; null when saved without one. */
    revision: ColumnType<string | null, number | null | undefined, number | null>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  seeds: { name: string; ran_at: Generated<Date> };
  outbox: OutboxTable;
  users: UsersTable;
  user_tokens: { token_hash: string; user_id: number; created_at: Generated<Date>; expires_at: Date };
  password_resets: { id_hash: string; user_id: number; expires_at: Date; used_at: Date | null };
  email_changes: { id_hash: string; user_id: number; new_email: string; created_at: Date; expires_at: Date; used_at: Date | null };
  registration_confirmations: {
    id_hash: string;
    name: string;
    email: string;
    phone: string;
    password_hash: string;
    referred_by: number | null;
    expires_at: Date;
    used_at: Date | null;
  };
  phone_codes: {
    user_id: number;
    phone: string;
    code_hash: string;
    sent_at: Date;
    expires_at: Date;
    failed_attempts: Generated<number>;
  };
  /** SMS codes sent and tried on one of the brand's days, per account and per hashed number (migration 178). */
  phone_code_days: { day: string; subject: string; codes: Generated<number>; tries: Generated<number> };
  delivery_addresses: {
    id: Generated<number>;
    user_id: number;
    address: string;
    address_line2: string;
    name: string;
    instructions: string;
    lat: number | null;
    lng: number | null;
    /** The Idempotency-Key it was added under (migration 168); null for one added before, or without. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
    request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  };
  points_ledger: {
    id: Generated<number>;
    user_id: number;
    points: number;
    reason: PointsReason;
    order_id: number | null;
    /** A referral row's friend: one referral per friend (migration 062). */
    referred_user_id: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: Generated<Date>;
  };
  user_vouchers: {
    user_id: number;
    voucher_code: string;
    given_at: Generated<Date>;
    /** When an order used it (migration 146): a voucher given to an account is used once. */
    used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    used_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /** Keyed hashes of the addresses that received the welcome voucher (migration 147): once per address. */
  welcomed_addresses: { address_key: string };
  /** Keyed hashes of the friends' addresses whose referrer was credited (migration 161): once per address. */
  referred_addresses: { address_key: string };
  /** Keyed hashes of friends' phone numbers that earned a referral (migration 169). */
  referred_phones: { phone_key: string };
  /** The codes once given to accounts since deleted (migration 172): the code alone, still not public. */
  vouchers_of_deleted_accounts: { voucher_code: string };
  /** The payments whose money all went back to the buyer (migration 173): each takes back its points once. */
  returned_payments: { payment_id: number; returned_at: Date };
  loyalty_rules: { delivery_type: 'delivery' | 'pickup' | 'table'; points_percent: Money };
  loyalty_settings: {
    id: number;
    referral_points: number;
    welcome_voucher_code: string | null;
    /** The most bonus points one order may take off (migration 052). */
    max_points_per_order: Generated<number>;
  };
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  delivery_notify_requests: DeliveryNotifyRequestsTable;
  saved_cards: SavedCardsTable;
}

/** An e-mail to tell when the shop delivers to an address outside every area (spec §8). */
export interface DeliveryNotifyRequestsTable {
  id: Generated<number>;
  email: string;
  address: string;
  lat: number;
  lng: number;
  language: string;
  created_at: Generated<Date>;
}

/** A customer account (issue 6); a deleted account keeps its row with the personal data erased. */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  phone: Generated<string>;
  password_hash: string | null;
  phone_validated_at: Date | null;
  referral_code: string | null;
  referred_by: number | null;
  created_at: Generated<Date>;
  deleted_at: Date | null;
  /** The Google account's subject id once the user signed in with Google (migration 061). */
  google_subject: ColumnType<string | null, string | null | undefined, string | null>;
  /** Raised by every change of name, e-mail or phone (migration 149): a form saves only over the revision it loaded. */
  profile_version: Generated<number>;
}

/** A card the payment provider stored for a user (migration 060): never the number itself. */
export interface SavedCardsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_reference: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Generated<Date>;
}

export interface OrdersTable {
  id: Generated<number>;
  token: string;
  idempotency_key: string;
  request_hash: string;
  store_id: number;
  delivery_type: DeliveryType;
  pickup_type: PickupType | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  address_line2: string;
  lat: number | null;
  lng: number | null;
  delivery_area_id: number | null;
  informations: string;
  cutlery: boolean;
  contactless_delivery: boolean;
  accept_promotion: boolean;
  payment_method: PaymentMethod;
  voucher_code: string | null;
  for_later: boolean;
  later_day: string | null;
  later_time: string | null;
  estimated_minutes: number;
  subtotal: Money;
  delivery_fee: Money;
  packaging_fee: Money;
  voucher_value: Money;
  free_products_discount: Money;
  total: Money;
  created_at: Generated<Date>;
  /** The signed-in customer who placed it; null for a guest. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The table a table order was sent from (issue 9), and when the staff received it. */
  table_id: ColumnType<number | null, number | null | undefined, number | null>;
  table_received_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The 15-minute kitchen slot the order occupies (its later slot, or the slot "now" is due in). */
  slot_day: ColumnType<string | null, string | null | undefined, string | null>;
  slot_time: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bonus points taken off the total (one point is worth one unit of the currency). */
  loyalty_points: Generated<number>;
  address_name: Generated<string>;
  address_instructions: Generated<string>;
  /** Set once, when the payment is confirmed (migrations 060, 070); loyalty points are credited then. */
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When its bonus points were credited, in that transaction (migration 164); null on a paid order: still to credit. */
  points_credited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set once, when an order paid online was not paid in time (migration 154): it can no longer be. */
  abandoned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When money of its payment went back to the buyer (migration 169): its points were taken back. */
  money_returned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When a round of unpaid-order abandonment last took it on while overdue (migration 166); null: never. */
  overdue_checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When its payment method was last changed (migration 162); its time to pay online counts from it. */
  payment_method_changed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The language it was placed in (migration 157); null before: the shop's language. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** The sha256 of the cart token it was placed from (migration 150): one order per cart. */
  cart_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderLinesTable {
  order_id: number;
  position: number;
  product_id: number;
  name: string;
  quantity: number;
  size_id: number | null;
  size_name: string | null;
  /** `name` is kept since the order-success page lists options; older lines have none. */
  options: Json<{ id: number; quantity: number; price: number; name?: string }[]>;
  unit_price: Money;
  total: Money;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: Generated<string>;
  body: string;
  created_at: Generated<Date>;
  sent_at: Date | null;
  /** An order's confirmation waits here until that order is paid (or no longer paid online). */
  held_for_order_id: Generated<number | null>;
  /** A restaurant's notification: the customer's address, so staff reply to them (migration 163). */
  reply_to: Generated<string | null>;
  /** A file of the private uploads folder sent with the e-mail (an applicant's CV), and the name it is sent under. */
  attachment_file: Generated<string | null>;
  attachment_name: Generated<string | null>;
  /** Rounds that failed for now; refused for good: when, and the server's reason (migration 174). */
  attempts: Generated<number>;
  failed_at: Generated<Date | null>;
  failure: Generated<string | null>;
  /** The end of the lease of the delivery round that claimed it; none or past: free to claim (migration 177). */
  claimed_until: Generated<Date | null>;
}

/** One row: the brand. Nullable columns fall back to the spec §9 defaults when read. */
export interface WebsiteTable {
  id: number;
  name: string;
  company_name: string;
  company_id: number;
  background_desktop: string;
  background_mobile: string;
  login_background: string;
  logo: string;
  favicon: string;
  maps_api: string;
  phone: string;
  email: string;
  payment_card: boolean;
  color: string;
  color_filter: string;
  allow_ordering: boolean | null;
  cutlery: number | null;
  auto_open_geolocation: boolean;
  /** Start on delivery when delivery is available now (migration 054). */
  start_on_delivery: Generated<boolean>;
  currency: string;
  country_code: string;
  time_zone: string | null;
  language: string;
  age_restriction: number;
  delivery_time: number | null;
  pickup_time: number | null;
  loyalty_active: number;
  has_vouchers: boolean;
  has_allergens: boolean;
  accept_webp: boolean;
  show_about_us: boolean | null;
  show_events: boolean | null;
  show_jobs: boolean | null;
  show_reservations: boolean | null;
  footer_content: Texts;
  /** Each text in every language the brand wrote it in; the settings answer one language. */
  meta_tags: Json<TranslatedMetaTags>;
  social_media: Json<SocialMediaAccount[]>;
  trackers: Json<Tracker[]>;
  external_resources: Json<ExternalResource[]>;
}

export interface StoresTable {
  id: number;
  name: string;
  url: string;
  address: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  time_zone: string;
  has_delivery: boolean;
  has_pickup: boolean;
  takes_reservations: boolean;
  position: number;
  /** Kitchen throttling: the most orders per 15-minute slot (null = no cap). */
  delivery_orders_per_slot: ColumnType<number | null, number | null | undefined, number | null>;
  pickup_orders_per_slot: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProductsTable {
  id: number;
  name: Texts;
  url: string;
  description: Texts;
  ingredients: Texts;
  colour: string;
  allergens: Json<number[]>;
  nutrition: JSONColumnType<Nutrition | null, string | null, string | null>;
  age_restriction: boolean;
  recommended: boolean;
  /** Needs advance ordering: never "now" (migration 055). */
  only_for_later: Generated<boolean>;
  /** Sold for today only: a today basket (migration 055). */
  today_only: Generated<boolean>;
  position: number;
}

export interface VouchersTable {
  code: string;
  value_type: VoucherValueType;
  value: Money;
  category_id: number | null;
  exclude_category_id: number | null;
  no_of_free_products: number;
  free_products: Json<number[]>;
  free_modifier_options: Json<number[]>;
  free_categories: Json<number[]>;
  min_order_value: Money;
  for_delivery: boolean;
  valid_from: string | null;
  valid_until: string | null;
}
