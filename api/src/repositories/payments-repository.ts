import type { Kysely, Selectable } from 'kysely';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { Database } from '../db/schema';

export type PaymentRow = Selectable<Database['payments']>;
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

/** The stored order a payment is for: the amount comes from here, never from the browser. */
export interface PayableOrder {
  id: number;
  token: string;
  total: number;
  payment_method: string;
  delivery_type: string;
  user_id: number | null;
  paid_at: Date | null;
}

/** The statuses from which the customer may try (again) to pay. */
const PAYABLE: PaymentStatus[] = ['awaiting_payment', 'requires_payment_method'];

export function paymentsRepository(db: Kysely<Database>) {
  return {
    async payableOrder(token: string): Promise<PayableOrder | null> {
      const row = await db
        .selectFrom('orders')
        .select(['id', 'token', 'total', 'payment_method', 'delivery_type', 'user_id', 'paid_at'])
        .where('token', '=', token)
        .executeTakeFirst();
      return row ? { ...row, total: Number(row.total) } : null;
    },

    async byId(id: number): Promise<PaymentRow | null> {
      return (await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async forOrder(orderId: number): Promise<PaymentRow | null> {
      return (await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst()) ?? null;
    },

    async byProviderPaymentId(provider: string, providerPaymentId: string): Promise<PaymentRow | null> {
      return (
        (await db
          .selectFrom('payments')
          .selectAll()
          .where('provider', '=', provider)
          .where('provider_payment_id', '=', providerPaymentId)
          .executeTakeFirst()) ?? null
      );
    },

    /** The one row of this order's payment; false when another request made it first (the unique order_id decides). */
    async claim(values: { order_id: number; method: 'card' | 'paypal'; provider: string; amount: number; currency: string }): Promise<PaymentRow | null> {
      return (
        (await db
          .insertInto('payments')
          .values({ ...values, status: 'creating' })
          .onConflict((oc) => oc.column('order_id').doNothing())
          .returningAll()
          .executeTakeFirst()) ?? null
      );
    },

    async created(id: number, providerPaymentId: string, clientSecret: string | null): Promise<PaymentRow> {
      return db
        .updateTable('payments')
        .set({ provider_payment_id: providerPaymentId, client_secret: clientSecret, status: 'awaiting_payment', updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The provider's id of the payment changed (Braintree: its sale made a transaction). */
    async renamed(id: number, providerPaymentId: string): Promise<void> {
      await db.updateTable('payments').set({ provider_payment_id: providerPaymentId }).where('id', '=', id).execute();
    },

    /** The provider did not answer: the next request may try to create it again. */
    async release(id: number): Promise<void> {
      await db.deleteFrom('payments').where('id', '=', id).where('status', '=', 'creating').execute();
    },

    /** Starts an attempt; null when one is already under way or done (a double click gets nothing). */
    async startAttempt(id: number): Promise<PaymentRow | null> {
      return (
        (await db
          .updateTable('payments')
          .set({ status: 'processing', failure: null, failure_code: null, updated_at: new Date() })
          .where('id', '=', id)
          .where('status', 'in', PAYABLE)
          .returningAll()
          .executeTakeFirst()) ?? null
      );
    },

    /** A succeeded payment never changes again; returns the row only when something changed. */
    async applyStatus(id: number, status: PaymentStatus, failure: string | null, failureCode: string | null): Promise<PaymentRow | null> {
      return (
        (await db
          .updateTable('payments')
          .set({ status, failure, failure_code: failureCode, updated_at: new Date() })
          .where('id', '=', id)
          .where('status', '!=', 'succeeded')
          .where((eb) => eb.or([eb('status', '!=', status), eb('failure', 'is distinct from', failure)]))
          .returningAll()
          .executeTakeFirst()) ?? null
      );
    },

    /** Marks the order paid once; true only for the call that did it. */
    async markOrderPaid(orderId: number, at: Date): Promise<boolean> {
      const row = await db.updateTable('orders').set({ paid_at: at }).where('id', '=', orderId).where('paid_at', 'is', null).returning('id').executeTakeFirst();
      return Boolean(row);
    },

    /** Remembers a provider event; false when it was seen before (a webhook delivered twice). */
    async firstDelivery(provider: string, eventId: string): Promise<boolean> {
      const row = await db
        .insertInto('payment_events')
        .values({ provider, event_id: eventId })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The methods a store accepts; null when it has no list (it accepts every method). */
    async storePaymentMethods(storeId: number): Promise<PaymentMethod[] | null> {
      const row = await db.selectFrom('store_payment_methods').select('methods').where('store_id', '=', storeId).executeTakeFirst();
      return row?.methods ?? null;
    },

    async orderToken(orderId: number): Promise<string> {
      return (await db.selectFrom('orders').select('token').where('id', '=', orderId).executeTakeFirstOrThrow()).token;
    },
  };
}
