import type { DeliveryType, GroupOrderPaymentMode, GroupOrderPaymentType, PaymentMethod } from 'shared-contracts/types/cart';
import type { PlacedOrder } from 'shared-contracts/types/order';

export type { GroupOrderPaymentMode };

/**
 * Open (people join, confirm, give up) until the organiser confirms their own order; then in
 * progress (no joining, delete or give up); completed once everyone has confirmed, when the
 * organiser places it as one order.
 */
export type GroupOrderStatus = 'open' | 'in_progress' | 'completed' | 'cancelled';

/** Spec §4 per-participant payment states: payment made, pending payment, paid by organiser. */
export type ParticipantPayment = 'paid' | 'pending' | 'by_organizer';

export interface GroupOrderLine {
  order_product_id: number;
  product_id: number;
  name: string;
  size_name: string | null;
  /** The choices as made, so the organiser's cart can take the line over for the checkout. */
  selected_size: number | null;
  options: { id: number; quantity: number }[];
  /** The chosen options in words ("Well done", "2 × Bacon"), so everyone sees what was chosen. */
  option_names: string[];
  quantity: number;
  unit_price: number;
  total: number;
}

export interface Participant {
  id: number;
  name: string;
  is_admin: boolean;
  /** Spec §4: order confirmed, or pending confirmation. */
  confirmed: boolean;
  payment: ParticipantPayment;
  products: GroupOrderLine[];
  /**
   * Their lines the store no longer sells as chosen (out of stock, off the menu): left out of the
   * sums and the order, each with why, in the panel's language, so they can remove it and choose again.
   */
  unavailable_products: { order_product_id: number; reason: string }[];
  /** Included in the subtotal (spec §9), shown on its own line. */
  packaging_fee: number;
  subtotal: number;
  /** Their part of the one delivery fee (shared fairly, or the organiser's with payment type total). */
  delivery_fee: number;
  pay_extra: number;
  total: number;
  /**
   * What this participant pays: their own total plus the shares of those they pay for; 0 when the
   * organiser pays for them. The amount charged, to the cent.
   */
  amount_due: number;
  /** What of amount_due is still pending payment: all of it until paid, 0 once every share of it is. */
  amount_pending: number;
  /**
   * Split, before placing: the least a card payment online takes, when amount_due is above 0 and
   * under it (it could not be paid: they add food, or the organiser pays for them); else null.
   */
  card_minimum_unmet: number | null;
}

/** The group's one order once the organiser placed it at the checkout. */
export interface GroupOrderPlacement {
  payment_method: PaymentMethod;
  total: number;
  /** Every share paid (split), or the order's payment confirmed. */
  paid: boolean;
  /** Cancelled because a share of a split group order was not paid in time: nothing is paid any more, and the shares paid are refunded. */
  cancelled_unpaid: boolean;
}

/** A participant's share the organiser pays for after the group order was placed: paid under its own token. */
export interface GroupOrderShareToPay {
  participant_id: number;
  token: string;
  amount: number;
}

/** GET public/group-orders/{link} with a participant_token: the panel every participant sees. */
export interface GroupOrder {
  link: string;
  status: GroupOrderStatus;
  store_id: number;
  store_name: string;
  delivery_type: Exclude<DeliveryType, 'table'>;
  payment_mode: GroupOrderPaymentMode;
  group_order_payment_type: GroupOrderPaymentType;
  group_order_pay_extra: number;
  organiser_name: string;
  /**
   * The participant the token belongs to; `left` once they gave up or were removed (`removed`, by the organiser). `payment_token`
   * opens the payments screen for what they have to pay online now (their share, or the organiser's
   * whole order), null when there is nothing to pay online; `payment_amount` is what it charges.
   * `shares_to_pay`: the organiser's, the unpaid shares they took over after placing (split mode).
   */
  me: { id: number; is_admin: boolean; left: boolean; removed: boolean; payment_token: string | null; payment_amount: number; shares_to_pay: GroupOrderShareToPay[] };
  participants: Participant[];
  /** The one delivery fee of the group's order, before it is shared. */
  delivery_fee: number;
  /** Spec §5 minimum order of a delivery group order (delivery fee excluded), and what it lacks of it; 0 and 0 once placed. */
  minimum_order: number;
  missing_for_minimum: number;
  total: number;
  /** Null until the organiser places the completed group order. */
  order: GroupOrderPlacement | null;
}

/** The same link without a token: enough to decide to join. */
export interface GroupOrderInvitation {
  link: string;
  status: GroupOrderStatus;
  store_name: string;
  organiser_name: string;
  payment_mode: GroupOrderPaymentMode;
  group_order_payment_type: GroupOrderPaymentType;
  group_order_pay_extra: number;
}

/** The answer of starting or joining: the participant's token and the group fields of their cart (spec §3). */
export interface GroupOrderJoined {
  link: string;
  participant_token: string;
  /** The group's store: the cart's while in it, so the catalog prices (and sizes) are the ones the group order takes. */
  store_id: number;
  payment_mode: GroupOrderPaymentMode;
  group_order_payment_type: GroupOrderPaymentType;
  group_order_pay_extra: number;
}

/**
 * The answer of joining: also the indexes of the cart lines sent that the group's store does not
 * sell as chosen. Joining takes a name only (spec §4, §6): those lines are not joined with, and stay
 * the joiner's.
 */
export interface GroupOrderJoin extends GroupOrderJoined {
  left_out: number[];
}

/** Spec §7: every group-order call answers a status; anything but OK carries an HTML message. */
export interface GroupOrderCallAnswer {
  status: 'OK' | 'ERROR';
  message: string;
}

/**
 * GET public/group-orders/{link}/placed, spec §2 order success for the group's placed order: when
 * (estimated minutes, or day and time) and where (the store, or the delivery address). Never its
 * token: that would open the whole order.
 */
export type PlacedWhereAndWhen = Pick<
  PlacedOrder,
  'delivery_type' | 'pickup_type' | 'store' | 'address' | 'address_line2' | 'for_later' | 'later_day' | 'later_time' | 'estimated_minutes'
>;
