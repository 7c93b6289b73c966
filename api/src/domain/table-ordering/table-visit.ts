import type { App } from '../../app-instance';
import { openCallsSince } from './open-calls';

/** A meal is over by then: older orders say nothing about who sits at the table now. */
const VISIT_HOURS = 12;

export interface TableVisit {
  /**
   * When the guests now at the table began, as the orders tell it: the last moment the table owed
   * nothing after an order (every order placed until then paid). Calls made before it are the
   * earlier party's. Null when no order of the last hours was ever paid off.
   */
  since: Date | null;
  /** Something was ordered here and all of it is paid: there is no bill to ask for. */
  paidOff: boolean;
}

interface VisitOrder {
  created_at: Date;
  paid_at: Date | null;
}

/**
 * The rule, on the orders of one table: a moment when an order was paid counts as the end of a
 * visit only if no order placed before it was still unpaid then.
 */
export function visitOf(orders: VisitOrder[]): TableVisit {
  const paidOffAt = orders
    .flatMap((order) => (order.paid_at ? [order.paid_at] : []))
    .filter((moment) => orders.every((other) => other.created_at > moment || (other.paid_at !== null && other.paid_at <= moment)))
    .reduce<Date | null>((latest, moment) => (latest && latest >= moment ? latest : moment), null);
  return { since: paidOffAt, paidOff: orders.length > 0 && orders.every((order) => order.paid_at !== null) };
}

/** The visit at a table now. */
export async function tableVisit(app: App, tableId: number, now: Date): Promise<TableVisit> {
  const orders = await app.db
    .selectFrom('orders')
    .select(['created_at', 'paid_at'])
    .where('table_id', '=', tableId)
    // Cancelled unpaid (unpaid-order-abandonment): nothing is owed for it, and its guest may be long gone.
    .where('abandoned_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - VISIT_HOURS * 3_600_000))
    .execute();
  return visitOf(orders);
}

/**
 * The table's screen shows the calls still open that the guests now at it made. The staff board
 * keeps every open call: one made just before a payment may still want an answer.
 */
export function callsShownSince(visit: TableVisit, now: Date): Date {
  const open = openCallsSince(now);
  return visit.since && visit.since > open ? visit.since : open;
}
