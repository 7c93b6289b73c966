import { VISIT_MS } from './visit';

/** Where this browser keeps the orders it sent from its table (the cart forgets them once placed). */
const KEY = 'table_orders';

/**
 * Each order with the id of its table, not its link: the staff may replace a table's QR code, and
 * the orders sent before are still that table's. One kept as `{ link, orders }` before has no
 * `table_id`: which table it was is not known here, so it is offered at any table, where the API
 * answers it only if it is that table's (GET public/tables/{link}/orders/{token} checks by id).
 */
interface Remembered {
  token: string;
  at: number;
  table_id?: number;
}

function read(now: number): Remembered[] {
  try {
    const orders = (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { orders?: unknown } | null)?.orders;
    if (!Array.isArray(orders)) return [];
    return (orders as Remembered[]).filter((order) => typeof order.token === 'string' && now - order.at < VISIT_MS);
  } catch {
    return [];
  }
}

/** Of this table, or kept before orders knew their table. */
const atTable = (tableId: number) => (order: Remembered) => order.table_id === undefined || order.table_id === tableId;

/**
 * The orders sent from this table in this browser during this visit, so asking for the bill can
 * offer to pay the unpaid ones. Another table starts a new list.
 */
export function rememberTableOrder(tableId: number, token: string, now = Date.now()): void {
  const orders = read(now).filter((order) => atTable(tableId)(order) && order.token !== token);
  localStorage.setItem(KEY, JSON.stringify({ orders: [...orders, { token, at: now, table_id: tableId }] }));
}

export function tableOrderTokens(tableId: number, now = Date.now()): string[] {
  return read(now)
    .filter(atTable(tableId))
    .map((order) => order.token);
}

export function forgetTableOrders(): void {
  localStorage.removeItem(KEY);
}
