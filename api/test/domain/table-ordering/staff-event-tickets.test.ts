import { issueStaffTicket, staffStoreOfTicket, STAFF_TICKET_SECONDS } from '../../../src/domain/table-ordering/staff-event-tickets';

const codes = { development: false, tokens: [{ storeId: 3, token: 'riverside-staff-code' }, { storeId: 4, token: 'old-town-staff-code' }] };
const now = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('staff event tickets', () => {
  it("opens the store's stream until it expires", () => {
    const { ticket } = issueStaffTicket('riverside-staff-code', 3, now);
    expect(staffStoreOfTicket(codes, ticket, later(STAFF_TICKET_SECONDS - 1))).toBe(3);
    expect(staffStoreOfTicket(codes, ticket, later(STAFF_TICKET_SECONDS))).toBeUndefined();
  });

  it('is void once the store has a new code, and cannot be moved to another store or extended', () => {
    const { ticket } = issueStaffTicket('riverside-staff-code', 3, now);
    expect(staffStoreOfTicket({ development: false, tokens: [{ storeId: 3, token: 'a-brand-new-staff-code' }] }, ticket, now)).toBeUndefined();
    expect(staffStoreOfTicket(codes, ticket.replace(/^3\./, '4.'), now)).toBeUndefined();
    const [store, expires, signature] = ticket.split('.');
    expect(staffStoreOfTicket(codes, `${store}.${Number(expires) + 3600}.${signature}`, later(120))).toBeUndefined();
    expect(staffStoreOfTicket(codes, 'riverside-staff-code', now)).toBeUndefined();
    expect(staffStoreOfTicket(codes, undefined, now)).toBeUndefined();
  });
});
