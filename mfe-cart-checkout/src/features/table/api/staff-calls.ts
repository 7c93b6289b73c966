import { api } from 'shared-contracts/api/client';
import type { PaymentMethod } from 'shared-contracts/types/cart';

export interface TableBoard {
  store_id: number;
  store_name: string;
  orders: Array<{
    id: number;
    table_number: string;
    name: string;
    total: number;
    informations: string;
    created_at: string;
    status: 'sent_to_waiter' | 'received';
    paid: boolean;
    /**
     * Cancelled because its online payment did not come in time, before the waiter received it:
     * the API refuses to receive it or take it as paid here. Absent from an API older than it.
     */
    cancelled?: boolean;
    payment_method: PaymentMethod;
    lines: Array<{ name: string; size_name: string | null; quantity: number; options: { name: string; quantity: number }[] }>;
  }>;
  requests: Array<{ id: number; table_number: string; kind: 'waiter' | 'bill'; created_at: string }>;
  tables: Array<{ id: number; number: string; link: string }>;
}

const staff = (code: string) => ({ headers: { 'X-Staff-Code': code }, context: { quiet: true } });

/**
 * GET staff/table-board with the store's staff code (a wrong code answers 401 with a message); the
 * dishes named in `language`, the staff page's, whatever language each guest ordered in.
 */
export function getTableBoard(code: string, language: string): Promise<TableBoard> {
  return api().get('staff/table-board', { ...staff(code), searchParams: { translate_language: language } }).json<TableBoard>();
}

export async function markOrderReceived(code: string, orderId: number): Promise<void> {
  await api().post(`staff/table-orders/${orderId}/received`, { ...staff(code), retry: 0 });
}

export async function acknowledgeRequest(code: string, requestId: number): Promise<void> {
  await api().post(`staff/table-requests/${requestId}/acknowledged`, { ...staff(code), retry: 0 });
}

/** The store's orders of today paid by hand (cash, card on the terminal) and not yet confirmed. */
export interface OpenOrders {
  day: string;
  orders: Array<{
    id: number;
    delivery_type: 'delivery' | 'pickup' | 'table';
    table_number: string | null;
    name: string;
    address: string;
    /** The chosen later time; null for as soon as possible. */
    time: string | null;
    created_at: string;
    payment_method: 'cash' | 'pos' | 'cash-pickup' | 'pos-pickup';
    total: number;
  }>;
}

export function getOpenOrders(code: string): Promise<OpenOrders> {
  return api().get('staff/open-orders', staff(code)).json<OpenOrders>();
}

/** The money was taken: the order becomes paid (and earns its points) once, however often it is tapped. */
export async function confirmPaid(code: string, orderId: number): Promise<void> {
  await api().post(`staff/orders/${orderId}/paid`, { ...staff(code), retry: 0 });
}

/** How the guest paid at the till for a table order meant to be paid online. */
export type PaidHereMethod = 'cash-pickup' | 'pos-pickup';

/**
 * A table order the guest chose to pay online was paid here instead: the API cancels its online
 * payment first, and refuses (with the staff's words) when it was paid or is under way meanwhile.
 */
export async function confirmPaidHereInstead(code: string, orderId: number, method: PaidHereMethod): Promise<void> {
  await api().post(`staff/orders/${orderId}/paid`, { ...staff(code), json: { payment_method: method }, retry: 0 });
}

/** The printable sheet of QR codes, as a file the browser can open (it needs the staff code). */
export async function tableCodesSheet(code: string): Promise<Blob> {
  return api().get('staff/table-codes.svg', staff(code)).blob();
}

/**
 * The board's live changes: EventSource cannot send headers, and the staff code never goes in a
 * URL, so each opening asks for a ticket good for a minute (POST staff/event-ticket).
 */
export async function staffEventsPath(code: string): Promise<string> {
  const { ticket } = await api().post('staff/event-ticket', { ...staff(code), retry: 0 }).json<{ ticket: string }>();
  return `staff/events?ticket=${encodeURIComponent(ticket)}`;
}
