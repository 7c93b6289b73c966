import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { issueStaffTicket } from '../../domain/table-ordering/staff-event-tickets';
import { answers } from '../common-schemas';
import { StaffHeaders } from './staff-schemas';
import { presentedStaffCode, STAFF_RATE_LIMIT, staffStore } from './staff-store';

const TicketSchema = Type.Object({ ticket: Type.String(), expires_in_seconds: Type.Integer() });

/** POST staff/event-ticket: a ticket that opens the board's event stream for a minute, in place of the code. */
export function postStaffEventTicketRoute(app: App): void {
  app.post(
    '/staff/event-ticket',
    {
      schema: { tags: ['staff'], summary: "A short-lived ticket for the store's event stream", headers: StaffHeaders, response: answers(TicketSchema, 401, 429) },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request) => {
      const storeId = await staffStore(app, request);
      return issueStaffTicket(presentedStaffCode(request)!, storeId, app.now());
    },
  );
}
