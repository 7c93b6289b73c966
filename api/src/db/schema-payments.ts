import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { PaymentMethod } from 'shared-contracts/types/cart';

type Money = ColumnType<string, number | string, number | string>;

/** The tables of migrations 070-072 (payments, provider events, the sandbox provider's books, each store's methods). */
export interface PaymentsTables {
  payments: {
    id: Generated<number>;
    order_id: number;
    method: 'card' | 'paypal';
    provider: string;
    status: PaymentStatus | 'creating';
    amount: Money;
    currency: string;
    provider_payment_id: string | null;
    client_secret: string | null;
    failure: string | null;
    failure_code: string | null;
    /** A group order participant's share (migration 081); null for the order's own payment. */
    share_id: ColumnType<number | null, number | null | undefined, number | null>;
    group_order_link: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** Set when the order changed its payment method: this payment is closed, another may be made (071). */
    replaced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** How many times it was declined (by any provider; PayPal's next capture's PayPal-Request-Id names it) (165). */
    declined_captures: Generated<number>;
    /** When the API last started an attempt to charge it (startAttempt only); null when it never did (171). */
    attempt_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  /** The methods a store accepts; a store without a row accepts every one (072). */
  store_payment_methods: { store_id: number; methods: JSONColumnType<PaymentMethod[], string, string> };
  payment_events: { provider: string; event_id: string; received_at: Generated<Date> };
  sandbox_payments: { id: string; idempotency_key: string; amount: Money; currency: string; created_at: Generated<Date> };
  sandbox_charges: {
    id: string;
    payment_id: string;
    card_last4: string;
    outcome: Exclude<PaymentStatus, 'awaiting_payment'>;
    settles_at: Date;
    created_at: Generated<Date>;
  };
}
