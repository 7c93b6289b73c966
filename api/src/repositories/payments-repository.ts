import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';
import type { Database } from '../db/schema';

export type PaymentRow = Selectable<Database['payments']>;
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

/** The stored order a payment is for: the amount comes from here, never from the browser. */
export interface PayableOrder {
  id: number;
  token: string;
  total: number;
  payment_method: PaymentMethod;
  delivery_type: DeliveryType;
  store_id: number;
  user_id: number | null;
  paid_at: Date | null;
  /** When it was abandoned unpaid (shared-contracts' unpaid-order-deadline); a share's is its order's. */
  abandoned_at: Date | null;
  /** When the waiter received a table order (staff board); a received one is settled at the table. */
  table_received_at: Date | null;
  /**
   * A participant's share of a group's order (issue 7), paid on its own under the share's token:
   * `total` is then what the share's payer owes, and the payment is the share's, beside the
   * order's. Null for the order itself.
   */
  share_id: number | null;
  /** The group order's link, for a share: where its payer goes back to. */
  group_order_link: string | null;
  /** A group's order or a share of one: the group order's flows settle it, not the unpaid deadline. */
  in_group_order: boolean;
}

/** The statuses from which the customer may try (again) to pay, or choose another method. */
const PAYABLE: PaymentStatus[] = ['awaiting_payment', 'requires_payment_method'];

/** Whether an order (selected from `orders`) is a group's order (issue 7). */
export const inGroupOrder = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.exists(eb.selectFrom('group_orders').select('group_orders.id').whereRef('group_orders.order_id', '=', 'orders.id')).as('in_group_order');

export function isPayable(payment: Pick<PaymentRow, 'status'>): boolean {
  return (PAYABLE as string[]).includes(payment.status);
}

/**
 * How long a payment its provider could not verify (error_checking) holds its order open. The
 * customer was told to check with their bank, so they are not asked to pay again (the money may
 * have been taken: a second payment could charge them twice), and the payment is not payable; but
 * a bank shows a charge within a day, and a provider still unable to verify it (or one the API can
 * no longer ask) by then will not: the order is closed as any unpaid one (abandoned, its points,
 * voucher and kitchen slot given back). Should the money turn up after all, the provider's word is
 * recorded on the closed payment and the staff are told to refund it (record-payment-status).
 */
export const UNVERIFIED_PAYMENT_HOLDS_MS = 24 * 60 * 60_000;

/**
 * Whether the API may close the payment (a change of method, the order abandoned unpaid): payable,
 * or unverified since UNVERIFIED_PAYMENT_HOLDS_MS. By the API's clock, as updated_at is written.
 */
export function isClosable(payment: Pick<PaymentRow, 'status' | 'updated_at'>): boolean {
  if (isPayable(payment)) return true;
  return payment.status === 'error_checking' && new Date(payment.updated_at).getTime() < Date.now() - UNVERIFIED_PAYMENT_HOLDS_MS;
}

/**
 * Whether an attempt is under way on the payment, started after `startedAfter` ('processing', and
 * the API started an attempt since then: startAttempt alone writes attempt_started_at, by the API's
 * clock): applyStatus leaves such an attempt as it is on a word that would make the payment payable.
 * Not updated_at: a provider's late word of 'processing' (a webhook out of order, after the failure
 * it preceded) writes it too, and would hold back the true status for the grace of no attempt.
 */
export function attemptUnderWay(payment: Pick<PaymentRow, 'status' | 'attempt_started_at'>, startedAfter: Date): boolean {
  return payment.status === 'processing' && payment.attempt_started_at !== null && new Date(payment.attempt_started_at).getTime() >= startedAfter.getTime();
}

/** What asking to change an order's payment method came to. */
export type MethodChange = 'changed' | 'unchanged' | 'paid' | 'under_way' | 'abandoned';

export function paymentsRepository(db: Kysely<Database>) {
  return {
    async payableOrder(token: string): Promise<PayableOrder | null> {
      const row = await db
        .selectFrom('orders')
        .select(['id', 'token', 'total', 'payment_method', 'delivery_type', 'store_id', 'user_id', 'paid_at', 'abandoned_at', 'table_received_at', inGroupOrder])
        .where('token', '=', token)
        .executeTakeFirst();
      if (row) return { ...row, total: Number(row.total), in_group_order: Boolean(row.in_group_order), share_id: null, group_order_link: null };
      // A group order participant's share: only split group orders are paid share by share.
      const share = await db
        .selectFrom('group_order_shares as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .innerJoin('group_orders as g', 'g.order_id', 's.order_id')
        .select(['o.id', 's.token', 's.amount_due', 's.payment_method', 'o.delivery_type', 'o.store_id', 's.paid_at', 'o.abandoned_at', 'o.table_received_at', 's.id as share_id', 'g.link'])
        .where('s.token', '=', token)
        .where('g.payment_mode', '=', 'split')
        .executeTakeFirst();
      if (!share) return null;
      const { amount_due, link, ...payable } = share;
      return { ...payable, total: Number(amount_due), user_id: null, group_order_link: link, in_group_order: true };
    },

    /**
     * The name of the organiser who took over paying a share from its participant (issue 7), the
     * share named by the participant's former token or by its id; null when nobody did.
     */
    async shareTakenOverBy(share: { formerToken: string } | { id: number }): Promise<string | null> {
      const query = db
        .selectFrom('group_order_shares as s')
        .innerJoin('group_order_participants as payer', 'payer.id', 's.payer_id')
        .select('payer.name')
        .whereRef('s.payer_id', '!=', 's.participant_id');
      const row = await ('id' in share ? query.where('s.id', '=', share.id) : query.where('s.former_token', '=', share.formerToken)).executeTakeFirst();
      return row?.name ?? null;
    },

    async byId(id: number): Promise<PaymentRow | null> {
      return (await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /**
     * The order's open payment (the one for its current method: earlier ones were replaced), or
     * with `shareId` the payment of that share of a group's order (issue 7).
     */
    async forOrder(orderId: number, shareId: number | null = null): Promise<PaymentRow | null> {
      const query = db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('replaced_at', 'is', null);
      return (await (shareId === null ? query.where('share_id', 'is', null) : query.where('share_id', '=', shareId)).executeTakeFirst()) ?? null;
    },

    /**
     * The order's own payment its provider ended unpaid (closed by applyStatus' `ended`) while the
     * order still pays by its method, unchanged since the payment was made: its failure is what the
     * order's payment is until the next start makes a new one. Null when there is none.
     */
    async endedByProvider(orderId: number): Promise<PaymentRow | null> {
      return (
        (await db
          .selectFrom('payments as p')
          .innerJoin('orders as o', 'o.id', 'p.order_id')
          .selectAll('p')
          .where('p.order_id', '=', orderId)
          .where('p.share_id', 'is', null)
          .where('p.replaced_at', 'is not', null)
          .where('p.status', '=', 'requires_payment_method')
          .whereRef('p.method', '=', 'o.payment_method')
          // A change of method closes the payment it finds and is timed after it was made.
          .where((eb) => eb.or([eb('o.payment_method_changed_at', 'is', null), eb('o.payment_method_changed_at', '<', eb.ref('p.created_at'))]))
          .orderBy('p.id', 'desc')
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * How many payments the order (or a share of it: `shareId`) had before its open one: each new
     * payment asks its provider with a new key. A share counts its own: one closed as ended (a
     * cancelled intent) would otherwise be asked for again with its key, and answered as it was.
     */
    async replacedCount(orderId: number, shareId: number | null = null): Promise<number> {
      const row = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('order_id', '=', orderId)
        .where((eb) => (shareId === null ? eb('share_id', 'is', null) : eb('share_id', '=', shareId)))
        .where('replaced_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
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

    /**
     * The one open row of this order's payment (or of one share's); null when another request made
     * it first (the partial unique indexes on order_id among open own payments and on share_id among
     * open ones decide), 'order_changed' when the order (or share) no longer pays by this method,
     * 'payer_changed' when `token` is no longer the share's (the organiser took it over, issue 7),
     * 'abandoned' when the order was abandoned unpaid meanwhile (abandoned-orders-repository). The
     * order or share row is share-locked, so a method change, a take-over or abandoning the order
     * waits or is waited for.
     */
    async claim({ token, ...values }: {
      token: string;
      order_id: number;
      method: 'card' | 'paypal';
      provider: string;
      amount: number;
      currency: string;
      share_id?: number | null;
      group_order_link?: string | null;
    }): Promise<PaymentRow | null | 'order_changed' | 'payer_changed' | 'abandoned'> {
      return db.transaction().execute(async (trx) => {
        const payer = values.share_id
          ? await trx
              .selectFrom('group_order_shares as s')
              // Its order share-locked too: a split group's order abandoned unpaid closes its shares' payments.
              .innerJoin('orders as o', 'o.id', 's.order_id')
              .select(['s.payment_method', 's.token', 'o.abandoned_at'])
              .where('s.id', '=', values.share_id)
              .forShare()
              .executeTakeFirst()
          : await trx.selectFrom('orders').select(['payment_method', 'token', 'abandoned_at']).where('id', '=', values.order_id).forShare().executeTakeFirst();
        if (payer?.abandoned_at) return 'abandoned';
        if (payer?.payment_method !== values.method) return 'order_changed';
        if (payer.token !== token) return 'payer_changed';
        return (
          (await trx
            .insertInto('payments')
            .values({ ...values, status: 'creating' })
            .onConflict((oc) =>
              (values.share_id ? oc.column('share_id') : oc.column('order_id').where('share_id', 'is', null)).where('replaced_at', 'is', null).doNothing(),
            )
            .returningAll()
            .executeTakeFirst()) ?? null
        );
      });
    },

    /**
     * Records the provider's answer on the claim; null when the claim is no longer there (a request
     * that woke after its start was taken over, see takeOver) or was closed meanwhile (its share taken
     * over by the organiser): its answer, and any client secret in it, is then never handed out.
     */
    async created(id: number, providerPaymentId: string, clientSecret: string | null): Promise<PaymentRow | null> {
      // Braintree names every payment of an order after the order: after a change of method and back,
      // the closed payment gives its name up to the claim (its provider's ids are unique per name).
      await db
        .updateTable('payments')
        .set({ provider_payment_id: null })
        .where('provider_payment_id', '=', providerPaymentId)
        .where('replaced_at', 'is not', null)
        .where('provider', '=', (eb) =>
          eb.selectFrom('payments as claim').select('claim.provider').where('claim.id', '=', id).where('claim.status', '=', 'creating').where('claim.replaced_at', 'is', null),
        )
        .execute();
      return (
        (await db
          .updateTable('payments')
          .set({ provider_payment_id: providerPaymentId, client_secret: clientSecret, status: 'awaiting_payment', updated_at: new Date() })
          .where('id', '=', id)
          .where('status', '=', 'creating')
          .where('replaced_at', 'is', null)
          .returningAll()
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * Takes over a start abandoned while it asked its provider (the API died then): a claim older
     * than `abandonedMs` by the database's clock is replaced by a new claim with the same values
     * and a new id, so the abandoned request, should it ever wake, can neither record its answer
     * nor release the new claim. The payment row is locked, so of two requests one takes it and
     * the other finds it gone (null), as it does a claim that is young or no longer 'creating'.
     * 'order_changed' as for claim.
     */
    async takeOver(claim: PaymentRow, abandonedMs: number): Promise<PaymentRow | null | 'order_changed'> {
      return db.transaction().execute(async (trx) => {
        const payer = claim.share_id
          ? await trx.selectFrom('group_order_shares').select('payment_method').where('id', '=', claim.share_id).forShare().executeTakeFirst()
          : await trx.selectFrom('orders').select('payment_method').where('id', '=', claim.order_id).forShare().executeTakeFirst();
        if (payer?.payment_method !== claim.method) return 'order_changed';
        const abandoned = await trx
          .selectFrom('payments')
          .selectAll()
          .where('id', '=', claim.id)
          .where('status', '=', 'creating')
          .where('replaced_at', 'is', null)
          .where('created_at', '<', sql<Date>`now() - ${abandonedMs} * interval '1 millisecond'`)
          .forUpdate()
          .executeTakeFirst();
        if (!abandoned) return null;
        await trx.deleteFrom('payments').where('id', '=', abandoned.id).execute();
        const { order_id, method, provider, amount, currency, share_id, group_order_link } = abandoned;
        return trx
          .insertInto('payments')
          .values({ order_id, method, provider, amount, currency, share_id, group_order_link, status: 'creating' })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** The provider's id of the payment changed (Braintree: its sale made a transaction). */
    async renamed(id: number, providerPaymentId: string): Promise<void> {
      await db.updateTable('payments').set({ provider_payment_id: providerPaymentId }).where('id', '=', id).execute();
    },

    /** The provider did not answer: the next request may try to create it again. */
    async release(id: number): Promise<void> {
      await db.deleteFrom('payments').where('id', '=', id).where('status', '=', 'creating').execute();
    },

    /**
     * Starts an attempt; null when one is already under way or done (a double click gets nothing).
     * The only writer of attempt_started_at (attemptUnderWay).
     */
    async startAttempt(id: number): Promise<PaymentRow | null> {
      const now = new Date();
      return (
        (await db
          .updateTable('payments')
          .set({ status: 'processing', failure: null, failure_code: null, updated_at: now, attempt_started_at: now })
          .where('id', '=', id)
          .where('status', 'in', PAYABLE)
          // A payment replaced by another method is closed: nothing is charged on it any more.
          .where('replaced_at', 'is', null)
          .returningAll()
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * A succeeded payment never changes again; returns the row only when something changed. With
     * `attemptsStartedAfter` (a status check or a webhook, not the attempt's own answer), a word that
     * makes the payment payable again leaves an attempt under way ('processing') started after that
     * as it is (attemptUnderWay): its charge may still be made, and a payable payment could be charged
     * a second time or closed by a change of method while it is. Whether or not the word names a
     * failure: a provider asked while the attempt is being charged still names the decline of the
     * attempt before it, and its webhook of that decline may come late.
     *
     * A payment made payable by a refusal counts it in declined_captures in the same statement, so
     * PayPal's next capture of the same order (after INSTRUMENT_DECLINED, the customer chose another
     * funding source) is a new request (paypal-provider's captureRequestId): under the old
     * PayPal-Request-Id PayPal would answer the old decline again. With `ended` (the provider's
     * payment can never be paid now: a PayPal order captured once, its capture declined or denied)
     * the payment made payable is also closed, as a change of method closes one, so the order's next
     * start makes a new one at the provider; a success the provider reports for it later is still
     * recorded on it (record-payment-status' paid_after_closing).
     */
    async applyStatus(
      id: number,
      status: PaymentStatus,
      failure: string | null,
      failureCode: string | null,
      { attemptsStartedAfter = null, ended = false }: { attemptsStartedAfter?: Date | null; ended?: boolean } = {},
    ): Promise<PaymentRow | null> {
      const declined = status === 'requires_payment_method';
      const closes = ended && isPayable({ status });
      const now = new Date();
      let update = db
        .updateTable('payments')
        .set((eb) => ({
          status,
          failure,
          failure_code: failureCode,
          updated_at: now,
          ...(declined ? { declined_captures: eb('declined_captures', '+', 1) } : {}),
          ...(closes ? { replaced_at: eb.fn.coalesce('replaced_at', eb.val(now)) } : {}),
        }))
        .where('id', '=', id)
        .where('status', '!=', 'succeeded')
        .where((eb) =>
          eb.or([eb('status', '!=', status), eb('failure', 'is distinct from', failure), ...(closes ? [eb('replaced_at', 'is', null)] : [])]),
        );
      if (attemptsStartedAfter !== null && isPayable({ status })) {
        // Not attemptUnderWay, said in SQL.
        update = update.where((eb) =>
          eb.or([eb('status', '!=', 'processing'), eb('attempt_started_at', 'is', null), eb('attempt_started_at', '<', attemptsStartedAfter)]),
        );
      }
      return (await update.returningAll().executeTakeFirst()) ?? null;
    },

    /**
     * Marks the order paid once; true only for the call that did it. Never an order abandoned unpaid:
     * its food was not made and what it redeemed was given back (abandoned-orders-repository).
     */
    async markOrderPaid(orderId: number, at: Date): Promise<boolean> {
      const row = await db
        .updateTable('orders')
        .set({ paid_at: at })
        .where('id', '=', orderId)
        .where('paid_at', 'is', null)
        .where('abandoned_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return Boolean(row);
    },

    async isAbandoned(orderId: number): Promise<boolean> {
      const row = await db.selectFrom('orders').select('id').where('id', '=', orderId).where('abandoned_at', 'is not', null).executeTakeFirst();
      return row !== undefined;
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

    /**
     * The order pays by another method from now on: its open payment, if any, is closed (replaced)
     * in the same transaction. The order and payment rows are locked, so a concurrent attempt to pay
     * either starts first (and this answers 'under_way') or finds the payment replaced. Only the
     * payment `madeSafe` names is closed: the one found closable (isClosable) and, where its provider
     * needs it, cancelled there before; any other open payment (one that became payable meanwhile, or a new
     * one) answers 'under_way'. 'abandoned' when the order was abandoned unpaid meanwhile. The
     * change's time is kept: an order switched to paying online gets its full time to pay from it
     * (abandoned-orders-repository's deadline), by the database's clock as that deadline is.
     */
    async changeMethod(orderId: number, method: PaymentMethod, madeSafe: number | null): Promise<MethodChange> {
      return db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom('orders').select(['payment_method', 'paid_at', 'abandoned_at']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
        if (order.payment_method === method) return 'unchanged';
        if (order.paid_at) return 'paid';
        if (order.abandoned_at) return 'abandoned';
        const open = await trx.selectFrom('payments').select(['id', 'status', 'updated_at']).where('order_id', '=', orderId).where('replaced_at', 'is', null).forUpdate().executeTakeFirst();
        if (open?.status === 'succeeded') return 'paid';
        if (open && (!isClosable(open) || open.id !== madeSafe)) return 'under_way';
        const now = new Date();
        if (open) await trx.updateTable('payments').set({ replaced_at: now, updated_at: now }).where('id', '=', open.id).execute();
        await trx.updateTable('orders').set({ payment_method: method, payment_method_changed_at: sql<Date>`now()` }).where('id', '=', orderId).execute();
        return 'changed';
      });
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
