import { api } from 'shared-contracts/api/client';

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
    lines: Array<{ name: string; size_name: string | null; quantity: number }>;
  }>;
  requests: Array<{ id: number; table_number: string; kind: 'waiter' | 'bill'; created_at: string }>;
  tables: Array<{ id: number; number: string; link: string }>;
}

const staff = (code: string) => ({ headers: { 'X-Staff-Code': code }, context: { quiet: true } });

/** GET staff/table-board with the store's staff code (a wrong code answers 401 with a message). */
export function getTableBoard(code: string): Promise<TableBoard> {
  return api().get('staff/table-board', staff(code)).json<TableBoard>();
}

export async function markOrderReceived(code: string, orderId: number): Promise<void> {
  await api().post(`staff/table-orders/${orderId}/received`, { ...staff(code), retry: 0 });
}

export async function acknowledgeRequest(code: string, requestId: number): Promise<void> {
  await api().post(`staff/table-requests/${requestId}/acknowledged`, { ...staff(code), retry: 0 });
}

/** The printable sheet of QR codes, as a file the browser can open (it needs the staff code). */
export async function tableCodesSheet(code: string): Promise<Blob> {
  return api().get('staff/table-codes.svg', staff(code)).blob();
}

/** The board's live changes; EventSource cannot send headers, so the code goes in the query. */
export function staffEventsPath(code: string): string {
  return `staff/events?code=${encodeURIComponent(code)}`;
}

