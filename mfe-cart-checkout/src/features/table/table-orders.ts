import { VISIT_MS } from './visit';

/** Where this browser keeps the orders it sent from its table (the cart forgets them once placed). */
const KEY = 'table_orders';

interface Remembered {
  link: string;
  orders: Array<{ token: string; at: number }>;
}

function read(now: number): Remembered | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Remembered | null;
    if (!value || typeof value.link !== 'string' || !Array.isArray(value.orders)) return null;
    return { link: value.link, orders: value.orders.filter((order) => typeof order.token === 'string' && now - order.at < VISIT_MS) };
  } catch {
    return null;
  }
}

/**
 * The orders sent from this table in this browser during this visit, so asking for the bill can
 * offer to pay the unpaid ones. Another table's link starts a new list.
 */
export function rememberTableOrder(link: string, token: string, now = Date.now()): void {
  const current = read(now);
  const orders = current?.link === link ? current.orders.filter((order) => order.token !== token) : [];
  localStorage.setItem(KEY, JSON.stringify({ link, orders: [...orders, { token, at: now }] }));
}

export function tableOrderTokens(link: string, now = Date.now()): string[] {
  const current = read(now);
  return current?.link === link ? current.orders.map((order) => order.token) : [];
}

export function forgetTableOrders(): void {
  localStorage.removeItem(KEY);
}
