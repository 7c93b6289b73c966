import { api } from 'shared-contracts/api/client';
import type { PaymentMethod } from 'shared-contracts/types/cart';

export type TableRequestKind = 'waiter' | 'bill';

export interface TableRequest {
  id: number;
  kind: TableRequestKind;
  created_at: string;
  acknowledged: boolean;
}

export interface OpenedTable {
  table_id: number;
  table_number: string;
  store_id: number;
  store_name: string;
  /** Whether an order sent from the table now is accepted: the server's own rule, asked up front. */
  takes_orders_now: boolean;
  /** Why not, in the shop's language, as the order would be refused; empty while it is. */
  closed_message: string;
  /** Something was ordered here and all of it is paid: the API refuses the bill, so it is not offered. */
  paid_off: boolean;
  /** Saying so, in the shop's language, as the refusal would; empty while the bill can be asked for. */
  paid_off_message: string;
  /** The latest calls of the guests now at the table (not the earlier party's). */
  requests: TableRequest[];
}

export type TableOrderState = 'sent_to_waiter' | 'received';

/** The shape of a QR code link (the API's table link pattern). */
export function isTableLink(link: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(link);
}

/** GET public/tables/{link}. Quiet: an old QR code is this screen's own message, not a trip home. */
export function getTable(link: string, signal?: AbortSignal): Promise<OpenedTable> {
  return api().get(`public/tables/${encodeURIComponent(link)}`, { signal, context: { quiet: true } }).json<OpenedTable>();
}

/**
 * POST public/tables/{link}/requests; a second call within the minute answers 429 with a message
 * naming the field `kind` (the address's rate limit answers 429 naming none), the bill at a table
 * that owes nothing 409.
 */
export function callStaff(link: string, kind: TableRequestKind): Promise<TableRequest> {
  return api().post(`public/tables/${encodeURIComponent(link)}/requests`, { json: { kind }, context: { quiet: true }, retry: 0 }).json<TableRequest>();
}

/** An order sent from the table: spec §4 state, and whether it is paid (online, or confirmed by the staff). */
export interface TableOrder {
  token: string;
  status: TableOrderState;
  paid: boolean;
  /**
   * Cancelled because its online payment did not come in time: nothing to pay (the API refuses a
   * payment), to be placed again if still wanted. An API older than this field answers without it.
   */
  cancelled?: boolean;
  /** Not paid yet, but its online payment is being confirmed by the provider: not to be paid again. */
  payment_under_way: boolean;
  payment_method: PaymentMethod;
  total: number;
}

export function getTableOrder(link: string, token: string): Promise<TableOrder> {
  return api().get(`public/tables/${encodeURIComponent(link)}/orders/${encodeURIComponent(token)}`, { context: { quiet: true } }).json<TableOrder>();
}

/** The path of the table's live changes (server-sent events). */
export function tableEventsPath(link: string): string {
  return `public/tables/${encodeURIComponent(link)}/events`;
}
