import { deleteOldFormSends, RETENTION_BATCH } from '../../src/domain/form-retention';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * A table or event booking is personal data (a name, a phone, an address) the restaurant needs a
 * month after the day at most: the hourly round deletes it then, and never an upcoming one, which
 * the per-person cap and the places left count. Sunday 1 March 2026, 12:00 at Old Town (UTC+2).
 */
const NOW = new Date('2026-03-01T10:00:00Z');
const DAY_MS = 86_400_000;
const person = { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com' };
/** A booking stored here, not through its form: the hash of a request nobody will retry. */
const stored = { ...person, request_hash: 'stored-by-the-test' };

let subject: TestApp;
let now = NOW;
beforeEach(async () => {
  now = NOW;
  subject = await buildTestApp({ now: () => now });
});
afterEach(() => subject.close());

const bookTable = (date: string, key = `table-${date}-${Math.random()}`) =>
  subject.app.db
    .insertInto('reservations')
    .values({ store_id: 1, ...stored, date, hour: '13:00', persons: 2, idempotency_key: key })
    .execute();
const tableDays = async () => (await subject.app.db.selectFrom('reservations').select('date').orderBy('date').execute()).map((row) => row.date);

async function addEvent(id: number, startsAt: Date) {
  const title = JSON.stringify({ en: `Event ${id}` });
  await subject.app.db
    .insertInto('events')
    .values({ id, url: `event-${id}`, title, description: title, store_id: 1, starts_at: startsAt, capacity: 20 })
    .execute();
}
const bookEvent = (eventId: number, key = `event-${eventId}-${Math.random()}`) =>
  subject.app.db.insertInto('event_reservations').values({ event_id: eventId, ...stored, persons: 2, idempotency_key: key }).execute();
const eventsBooked = async () =>
  (await subject.app.db.selectFrom('event_reservations').select('event_id').orderBy('event_id').execute()).map((row) => row.event_id);

it('deletes table bookings a month past their day in any time zone, and keeps those within it and every upcoming one', async () => {
  // 28 January + 30 days ended on 27 February everywhere; 29 January's 30th day, 28 February,
  // still runs west of UTC-10 (till 1 March 12:00 UTC at UTC-12).
  for (const date of ['2025-12-01', '2026-01-28', '2026-01-29', '2026-02-20', '2026-03-01', '2026-03-05']) await bookTable(date);
  const upcoming = await subject.app.db.selectFrom('reservations').selectAll().where('date', '>=', '2026-03-01').orderBy('id').execute();

  expect(await deleteOldFormSends(subject.app)).toBe(2);
  expect(await tableDays()).toEqual(['2026-01-29', '2026-02-20', '2026-03-01', '2026-03-05']);
  expect(await subject.app.db.selectFrom('reservations').selectAll().where('date', '>=', '2026-03-01').orderBy('id').execute()).toEqual(upcoming);
  // A day later, 29 January has had its 30 days everywhere.
  now = new Date(NOW.getTime() + DAY_MS);
  expect(await deleteOldFormSends(subject.app)).toBe(1);
  expect(await tableDays()).toEqual(['2026-02-20', '2026-03-01', '2026-03-05']);
});

it('deletes the bookings of events begun more than a month ago, keeping the events, the later bookings and every upcoming one', async () => {
  await addEvent(901, new Date(NOW.getTime() - 31 * DAY_MS));
  await addEvent(902, new Date(NOW.getTime() - 29 * DAY_MS));
  await addEvent(903, new Date(NOW.getTime() + 2 * DAY_MS));
  for (const id of [901, 901, 902, 903]) await bookEvent(id);

  expect(await deleteOldFormSends(subject.app)).toBe(2);
  expect(await eventsBooked()).toEqual([902, 903]);
  const events = await subject.app.db.selectFrom('events').select('id').where('id', '>', 900).orderBy('id').execute();
  expect(events.map((event) => event.id)).toEqual([901, 902, 903]);
  // The upcoming event's places left count its booking as before.
  const upcoming = await subject.app.inject({ method: 'GET', url: '/public/events/event-903' });
  expect(upcoming.json().remaining).toBe(18);
});

it('deletes in statements of a batch each, so a large backlog never holds its locks for long', async () => {
  const old = { store_id: 1, ...stored, date: '2025-06-01', hour: '13:00', persons: 2 };
  await subject.app.db
    .insertInto('reservations')
    .values(Array.from({ length: 2 * RETENTION_BATCH + 5 }, (_, i) => ({ ...old, idempotency_key: `backlog-${i}` })))
    .execute();
  await bookTable('2026-03-05');

  expect(await subject.app.repositories.reservations.deleteBookedBefore('2026-01-01', RETENTION_BATCH)).toBe(RETENTION_BATCH);
  expect(await deleteOldFormSends(subject.app)).toBe(RETENTION_BATCH + 5);
  expect(await tableDays()).toEqual(['2026-03-05']);
});

it('answers a retried table booking as before while it is kept: its day and 30 more', async () => {
  // Wednesday 25 November 2026, 12:00 at Old Town: a table at 13:00 the same day.
  now = new Date('2026-11-25T10:00:00Z');
  const reserve = () =>
    subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': 'kept-retry-1' },
      payload: { store_id: 1, persons: 2, ...person, message: '', date: '2026-11-25', hour: '13:00' },
    });
  const first = await reserve();
  expect(first.statusCode).toBe(200);

  now = new Date('2026-12-25T10:00:00Z');
  await deleteOldFormSends(subject.app);
  const retry = await reserve();
  expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);

  now = new Date('2026-12-27T10:00:00Z');
  await deleteOldFormSends(subject.app);
  expect(await tableDays()).toEqual([]);
});

it('answers a retried event booking as before while it is kept: its event and 30 more days', async () => {
  await addEvent(904, new Date(NOW.getTime() + 3 * 60 * 60_000));
  const reserve = () =>
    subject.app.inject({
      method: 'POST',
      url: '/public/events/event-904/reservations',
      headers: { 'idempotency-key': 'kept-event-retry-1' },
      payload: { ...person, persons: 2 },
    });
  const first = await reserve();
  expect(first.statusCode).toBe(200);

  now = new Date(NOW.getTime() + 29 * DAY_MS);
  await deleteOldFormSends(subject.app);
  const retry = await reserve();
  expect([retry.statusCode, retry.json().id]).toEqual([200, first.json().id]);

  now = new Date(NOW.getTime() + 31 * DAY_MS);
  await deleteOldFormSends(subject.app);
  expect(await eventsBooked()).toEqual([]);
});
