import type { Kysely } from 'kysely';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';
import type { StoredOrderCosts } from 'shared-contracts/types/order';
import type { Language } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import { paidByCustomerSql } from '../domain/account/paid-by-customer';
import { linesInLanguage } from './order-line-names';
import { openPaymentStatus } from './open-payment-status';

export interface AccountOrderLine {
  product_id: number;
  name: string;
  quantity: number;
  size_id: number | null;
  size_name: string | null;
  /**
   * `name` as the customer saw it when ordering (or in the list's language); lines stored before
   * names were kept have none.
   */
  options: { id: number; quantity: number; price: number; name?: string }[];
  unit_price: number;
  total: number;
}

/** With its stored costs besides the lines, so the order history adds up. */
export interface AccountOrder extends StoredOrderCosts {
  id: number;
  token: string;
  created_at: Date;
  paid_at: Date | null;
  abandoned_at: Date | null;
  /** When all the money that paid it went back to the customer (a refund or a reversal); null while it stands. */
  money_returned_at: Date | null;
  store_id: number;
  store_name: string;
  /** The store's clock, which says when an order for later is over; not always the brand's. */
  store_time_zone: string;
  delivery_type: DeliveryType;
  for_later: boolean;
  later_day: string | null;
  later_time: string | null;
  estimated_minutes: number;
  total: number;
  /** What the customer paid of it (paidByCustomer): the total, but a split group's organiser's shares only. */
  paid_by_customer: number;
  payment_method: PaymentMethod;
  /** The status of its own open payment (not a share's); null before one was started. */
  open_payment_status: PaymentStatus | 'creating' | null;
  /** A split group's order: paid share by share on the group order's screen, never as a whole. */
  paid_by_shares: boolean;
  lines: AccountOrderLine[];
}

/**
 * Whose orders to read: a signed-in customer's (one of them by its id), or one order by its link;
 * with a `language`, the lines' names as the catalogue says them in it.
 */
type Reading = ({ userId: number; orderId?: number; page?: HistoryPage } | { token: string }) & { language?: Language };

/** At most `limit` orders (all without it), older than the order `before` when given. */
export interface HistoryPage {
  limit?: number;
  before?: number;
}

/** The orders a customer placed: a signed-in customer's by the owner's id, a guest's by its link. */
export function accountOrdersRepository(db: Kysely<Database>) {
  async function read(reading: Reading): Promise<AccountOrder[]> {
    let query = db
      .selectFrom('orders')
      .innerJoin('stores', 'stores.id', 'orders.store_id')
      .select([
        'orders.id',
        'orders.token',
        'orders.created_at',
        'orders.paid_at',
        'orders.abandoned_at',
        'orders.money_returned_at',
        'orders.store_id',
        'stores.name as store_name',
        'stores.time_zone as store_time_zone',
        'orders.delivery_type',
        'orders.for_later',
        'orders.later_day',
        'orders.later_time',
        'orders.estimated_minutes',
        'orders.packaging_fee',
        'orders.free_products_discount',
        'orders.delivery_fee',
        'orders.voucher_code',
        'orders.voucher_value',
        'orders.loyalty_points',
        'orders.total',
        paidByCustomerSql().as('paid_by_customer'),
        'orders.payment_method',
        openPaymentStatus,
        (eb) =>
          eb
            .exists(eb.selectFrom('group_orders').select('group_orders.id').whereRef('group_orders.order_id', '=', 'orders.id').where('group_orders.payment_mode', '=', 'split'))
            .as('paid_by_shares'),
        (eb) =>
          eb
            .selectFrom('group_orders')
            .select('group_orders.pay_extra')
            .whereRef('group_orders.order_id', '=', 'orders.id')
            .limit(1)
            .as('group_extra'),
      ])
      .orderBy('orders.id', 'desc');
    if ('token' in reading) query = query.where('orders.token', '=', reading.token);
    else {
      query = query.where('orders.user_id', '=', reading.userId);
      if (reading.orderId !== undefined) query = query.where('orders.id', '=', reading.orderId);
      if (reading.page?.before !== undefined) query = query.where('orders.id', '<', reading.page.before);
      if (reading.page?.limit !== undefined) query = query.limit(reading.page.limit);
    }
    const orders = await query.execute();
    if (orders.length === 0) return [];
    const stored = await db
      .selectFrom('order_lines')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    const lines = reading.language ? await linesInLanguage(db, stored, reading.language) : stored;
    return orders.map((order) => ({
      ...order,
      packaging_fee: Number(order.packaging_fee),
      free_products_discount: Number(order.free_products_discount),
      delivery_fee: Number(order.delivery_fee),
      voucher_value: Number(order.voucher_value),
      // Only a group's order has one.
      group_extra: Number(order.group_extra ?? 0),
      total: Number(order.total),
      paid_by_customer: Number(order.paid_by_customer),
      open_payment_status: order.open_payment_status ?? null,
      paid_by_shares: Boolean(order.paid_by_shares),
      lines: lines
        .filter((line) => line.order_id === order.id)
        .map((line) => ({
          product_id: line.product_id,
          name: line.name,
          quantity: line.quantity,
          size_id: line.size_id,
          size_name: line.size_name,
          options: line.options,
          unit_price: Number(line.unit_price),
          total: Number(line.total),
        })),
    }));
  }

  return {
    /**
     * What orderProgress reads of every order of the customer, with its store's clock: whether any
     * is still current (deleting the account waits for those).
     */
    async progressOf(userId: number): Promise<Pick<AccountOrder, 'created_at' | 'paid_at' | 'abandoned_at' | 'money_returned_at' | 'for_later' | 'later_day' | 'estimated_minutes' | 'store_time_zone'>[]> {
      return db
        .selectFrom('orders')
        .innerJoin('stores', 'stores.id', 'orders.store_id')
        .select(['orders.created_at', 'orders.paid_at', 'orders.abandoned_at', 'orders.money_returned_at', 'orders.for_later', 'orders.later_day', 'orders.estimated_minutes', 'stores.time_zone as store_time_zone'])
        .where('orders.user_id', '=', userId)
        .execute();
    },
    /** Named in `language` for the customer reading the list now, whatever language each was ordered in. */
    listOf: (userId: number, language: Language, page: HistoryPage = {}) => read({ userId, language, page }),
    /** Undefined for an order of someone else and for one that does not exist: the same answer. */
    async findOwn(userId: number, orderId: number): Promise<AccountOrder | undefined> {
      return (await read({ userId, orderId }))[0];
    },
    /**
     * An order by its link, whoever placed it (a guest has no account to list it): the token is
     * unguessable, as for GET public/orders/{token}, so whoever has it may read the order.
     */
    async findByToken(token: string): Promise<AccountOrder | undefined> {
      return (await read({ token }))[0];
    },
  };
}
