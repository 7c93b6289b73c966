import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { PaymentMethod } from 'shared-contracts/types/cart';

export type GroupOrderPaymentMode = 'split' | 'integral' | 'organiser';
export type GroupOrderStatus = 'open' | 'in_progress' | 'completed' | 'cancelled';
export type ParticipantPayment = 'pending' | 'paid' | 'by_organizer';

type Money = ColumnType<string, number | string, number | string>;

/** A participant's line, as group_order_products holds it (and left_food keeps it once they leave). */
export interface GroupLine {
  id: number;
  participant_id: number;
  product_id: number;
  quantity: number;
  selected_size: number | null;
  options: { id: number; quantity: number }[];
}

/** Group orders (issue 7, migrations 080, 081, 151 to 153, 159 and 160). */
export interface GroupOrderTables {
  group_orders: {
    id: Generated<number>;
    link: string;
    store_id: number;
    delivery_type: 'delivery' | 'pickup';
    delivery_area_id: number | null;
    payment_mode: GroupOrderPaymentMode;
    payment_type: Generated<'split' | 'total'>;
    pay_extra: ColumnType<string, number | string | undefined, number | string>;
    status: Generated<GroupOrderStatus>;
    created_at: Generated<Date>;
    /** The one order it was placed as. */
    order_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  group_order_participants: {
    id: Generated<number>;
    group_order_id: number;
    name: string;
    token_hash: string;
    is_admin: Generated<boolean>;
    confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    payment: Generated<ParticipantPayment>;
    left_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** Left because the organiser removed them (migration 153), not by giving up. */
    removed: Generated<boolean>;
    /** The hash of the start or join sent under an Idempotency-Key that made them (migration 159). */
    request_hash: ColumnType<string | null, string | null | undefined, string | null>;
    /** Their lines as they were when they left (migration 160): their food, which goes back to their cart. */
    left_food: ColumnType<GroupLine[] | null, string | null | undefined, string | null>;
    created_at: Generated<Date>;
  };
  group_order_products: {
    id: Generated<number>;
    participant_id: number;
    product_id: number;
    quantity: number;
    selected_size: number | null;
    options: JSONColumnType<{ id: number; quantity: number }[], string, string>;
    /** The Idempotency-Key it was added under (migration 152): the same addition again answers this line. */
    add_key: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: Generated<Date>;
  };
  group_order_shares: {
    id: Generated<number>;
    order_id: number;
    participant_id: number;
    token: string;
    /** The participant's token of a share the organiser took over (migration 151): paying under it is refused. */
    former_token: ColumnType<string | null, string | null | undefined, string | null>;
    subtotal: Money;
    packaging_fee: Money;
    delivery_fee: Money;
    pay_extra: Money;
    total: Money;
    payer_id: number;
    payment_method: PaymentMethod;
    amount_due: Money;
    paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}
