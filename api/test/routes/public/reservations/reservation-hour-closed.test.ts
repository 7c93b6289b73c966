import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * An hour the store does not take bookings at is refused on the hour field: the form shows it there
 * and drops it once another hour is chosen, instead of above the form for good.
 * Wednesday 25 November 2026, 12:00 at Old Town (Bucharest, UTC+2), closed on Mondays, bookable 10:00 to 21:00.
 */
const NOW = new Date('2026-11-25T10:00:00Z');
const person = { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'ana@example.com', message: '' };

describe('a reservation at an hour the store does not take', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ now: () => NOW });
  });
  afterAll(() => subject.close());

  function reserve(date: string, hour: string) {
    return subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': `key-${Math.random()}`, 'content-language': 'en' },
      payload: { store_id: 1, persons: 2, ...person, date, hour },
      remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  }

  it.each([
    ['a Monday, when it is closed', '2026-11-30', '19:00'],
    ['an open day, before its first hour', '2026-12-01', '08:00'],
  ])('is refused on the hour field: %s', async (_, date, hour) => {
    const response = await reserve(date, hour);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.stringContaining(`does not take reservations on`), field: 'hour' });
    expect(response.json().message).toContain(hour);
    expect(await subject.app.db.selectFrom('reservations').select('id').execute()).toEqual([]);
  });
});
