import type { OpeningHours } from 'shared-contracts/types/store';
import { takesTableOrdersNow } from '../../../src/domain/table-ordering/tables-open';

// Wednesday 25 November 2026; Bucharest is UTC+2 in winter.
const noon = new Date('2026-11-25T10:00:00Z');
const evening = new Date('2026-11-25T19:00:00Z');
const night = new Date('2026-11-25T01:00:00Z');
const wednesday = (open: string, close: string, services: Pick<OpeningHours, 'delivery' | 'pickup'>): OpeningHours => ({ day: 3, open, close, ...services });
const at = (opening_hours: OpeningHours[]) => ({ opening_hours, time_zone: 'Europe/Bucharest' });

test('the tables are served in the hours marked for the counter, not the delivery-only ones', () => {
  const hours = [wednesday('10:00', '18:00', { delivery: true, pickup: true }), wednesday('18:00', '23:00', { delivery: true, pickup: false })];
  expect(takesTableOrdersNow(at(hours), noon)).toBe(true);
  expect(takesTableOrdersNow(at(hours), evening)).toBe(false);
  expect(takesTableOrdersNow(at(hours), night)).toBe(false);
});

test('a store that marks none of its hours for pickup (no takeaway) serves its tables in all of them', () => {
  const hours = [wednesday('10:00', '23:00', { delivery: false, pickup: false })];
  expect(takesTableOrdersNow(at(hours), noon)).toBe(true);
  expect(takesTableOrdersNow(at(hours), evening)).toBe(true);
  expect(takesTableOrdersNow(at(hours), night)).toBe(false);
  expect(takesTableOrdersNow(at([]), noon)).toBe(false);
});
