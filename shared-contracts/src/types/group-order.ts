import type { DeliveryType, GroupOrderPaymentType } from 'shared-contracts/types/cart';

/** Spec §4: split (each pays by own card), integral (one person pays everything), or the organiser pays. */
export type GroupOrderPaymentMode = 'split' | 'integral' | 'organiser';

/** Open until the first confirmation or payment; then in progress (no delete, no give up). */
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
  /** Included in the subtotal (spec §9), shown on its own line. */
  packaging_fee: number;
  subtotal: number;
  delivery_fee: number;
  pay_extra: number;
  total: number;
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
  /** The participant the token belongs to; `left` once they gave up or were removed. */
  me: { id: number; is_admin: boolean; left: boolean };
  participants: Participant[];
  total: number;
}

/** The same link without a token: enough to decide to join. */
export interface GroupOrderInvitation {
  link: string;
  status: GroupOrderStatus;
  store_name: string;
  organiser_name: string;
  payment_mode: GroupOrderPaymentMode;
}

/** Spec §7: every group-order call answers a status; anything but OK carries an HTML message. */
export interface GroupOrderCallAnswer {
  status: 'OK' | 'ERROR';
  message: string;
}
