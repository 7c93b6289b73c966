import { createHmac, timingSafeEqual } from 'node:crypto';
import { staffCodesOfStore, type StaffCodes } from './staff-tokens';

/** A ticket opens the stream within this time; the stream then stays open as long as it lasts. */
export const STAFF_TICKET_SECONDS = 60;

const TICKET = /^([1-9]\d{0,8})\.(\d{1,12})\.([\w-]{43})$/;

function signature(code: string, storeId: number, expires: number): string {
  return createHmac('sha256', code).update(`staff-events:${storeId}:${expires}`).digest('base64url');
}

/**
 * A short-lived ticket for the staff board's event stream, which a browser's EventSource opens
 * without headers: the ticket goes in the URL instead of the staff code, so a proxy's access log
 * or a shared screen never shows the code itself. Signed with the store's code (no secret of its
 * own, the same on every API instance, void once the code is changed).
 */
export function issueStaffTicket(code: string, storeId: number, now: Date): { ticket: string; expires_in_seconds: number } {
  const expires = Math.floor(now.getTime() / 1000) + STAFF_TICKET_SECONDS;
  return { ticket: `${storeId}.${expires}.${signature(code, storeId, expires)}`, expires_in_seconds: STAFF_TICKET_SECONDS };
}

/** The store a ticket was issued for, while it is valid; undefined for an expired, altered or made-up one. */
export function staffStoreOfTicket(codes: StaffCodes, ticket: string | undefined, now: Date): number | undefined {
  const match = TICKET.exec(ticket ?? '');
  if (!match) return undefined;
  const storeId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return undefined;
  const given = Buffer.from(match[3]!);
  const valid = staffCodesOfStore(codes, storeId).some((code) => timingSafeEqual(Buffer.from(signature(code, storeId, expires)), given));
  return valid ? storeId : undefined;
}
